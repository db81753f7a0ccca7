import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { type CheckResult, VerifyVerdict } from './verify-verdict';

afterEach(cleanup);

const holder = { serial: 'IC-000042', name: 'Ayesha Khan', rollNo: 'BSCS-24-0001', programme: 'BS Computer Science', validUntil: '2028-12-31', kind: 'id-card' as const };
const online = (o: Partial<CheckResult>): CheckResult => ({
  source: 'online',
  verdict: 'valid',
  reasonCode: null,
  reason: 'This card is genuine and valid.',
  holder,
  photoUrl: '/api/cards/photo/abc',
  checkedAt: '2026-11-26T10:00:00Z',
  ...o,
});

describe("the verifier's answer", () => {
  it.each([
    ['valid', null, 'VALID', 'rgb(43, 138, 62)'],
    ['revoked', 'replaced', 'REVOKED', 'rgb(201, 42, 42)'],
    ['expired', 'expired', 'EXPIRED', 'rgb(201, 42, 42)'],
    ['not-genuine', 'not-genuine', 'NOT GENUINE', 'rgb(201, 42, 42)'],
  ] as const)('%s: a large word in its colour', (verdict, reasonCode, word, colour) => {
    renderScreen(<VerifyVerdict result={online({ verdict, reasonCode, reason: 'The server says why.', holder: verdict === 'not-genuine' ? null : holder })} />);
    const banner = screen.getByRole('status');
    expect(within(banner).getByTestId('verdict').textContent).toBe(word);
    expect(banner.style.background || getComputedStyle(banner).backgroundColor).toContain(colour);
    // English shows the server's own sentence.
    expect(within(banner).getByText('The server says why.')).toBeTruthy();
  });

  it('online: the holder as the card shows them, with the photo; never a phone number or an address', () => {
    const { container } = renderScreen(<VerifyVerdict result={online({ holder: { ...holder, ...{ contact: '0300-1234567', address: 'House 1' } } as typeof holder })} />);
    expect(screen.getByText('Ayesha Khan')).toBeTruthy();
    expect(screen.getByText('BSCS-24-0001')).toBeTruthy();
    expect(screen.getByText('31-12-2028')).toBeTruthy();
    expect(screen.getByRole('img', { name: "Card holder's photo" })).toBeTruthy();
    expect(container.textContent).not.toContain('0300-1234567');
    expect(container.textContent).not.toContain('House 1');
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });

  it('offline: says plainly that revocation could not be checked, and shows no photo', () => {
    renderScreen(<VerifyVerdict result={online({ source: 'offline', reason: null, photoUrl: null })} />);
    expect(screen.getByTestId('offline-notice').textContent).toBe('Offline: the signature and dates were checked on this phone; revocation could not be checked.');
    expect(screen.getByText('This card is genuine and valid.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: "Card holder's photo" })).toBeNull();
  });
});
