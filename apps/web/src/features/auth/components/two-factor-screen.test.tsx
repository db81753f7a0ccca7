import { ACCOUNT_MSG, type SessionUser } from '@portal/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { ur } from '../../../i18n/ur';
import { ApiError } from '../../../lib/api-error';
import { renderScreen } from '../../../test/render-screen';

const user = { ID: 9, ROLE: 'ADM', D_ID: null, ROLE_DES: '', NM: 'Administrator' } as unknown as SessionUser;
vi.mock('../../../lib/session', () => ({ useSessionUser: () => user }));
const calls = vi.hoisted(() => ({ status: vi.fn(), enrol: vi.fn(), confirm: vi.fn() }));
vi.mock('../api/account-security', () => ({ twoFactorStatus: calls.status, enrolTwoFactor: calls.enrol, confirmTwoFactor: calls.confirm }));

const { TwoFactorScreen } = await import('./two-factor-screen');

afterEach(() => {
  cleanup();
  calls.status.mockReset();
  calls.enrol.mockReset();
  return i18n.changeLanguage('en');
});

describe('the two-factor screen', { timeout: 20_000 }, () => {
  it('says two-factor sign-in is already on before anything is pressed, and offers no set-up', async () => {
    calls.status.mockResolvedValue({ success: true, on: true });
    renderScreen(<TwoFactorScreen />, { path: '/two-factor' });
    expect(await screen.findByText(ACCOUNT_MSG.mfaAlreadyOn)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set up two-factor sign-in' })).toBeNull();
    expect(calls.enrol).not.toHaveBeenCalled();
  });

  it('offers the set-up while it is off', async () => {
    calls.status.mockResolvedValue({ success: true, on: false });
    renderScreen(<TwoFactorScreen />, { path: '/two-factor' });
    await waitFor(() => expect(calls.status).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    expect(screen.queryByText(ACCOUNT_MSG.mfaAlreadyOn)).toBeNull();
  });

  it("speaks Urdu when Urdu is chosen, and says the server's message by its code", async () => {
    i18n.addResourceBundle('ur', 'translation', ur, true, true);
    await i18n.changeLanguage('ur');
    calls.status.mockResolvedValue({ success: true, on: false });
    // Set up on another tab meanwhile: the server refuses, its words are English, its code says which message.
    calls.enrol.mockRejectedValue(
      new ApiError(409, ACCOUNT_MSG.mfaAlreadyOn, { success: false, msg: ACCOUNT_MSG.mfaAlreadyOn, msgCode: 'account.mfaAlreadyOn' }),
    );
    renderScreen(<TwoFactorScreen />, { path: '/two-factor' });
    expect(screen.getByRole('heading', { name: 'دو مرحلہ سائن اِن' })).toBeTruthy();
    await waitFor(() => expect(calls.status).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'دو مرحلہ سائن اِن ترتیب دیں' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('اس اکاؤنٹ کے لیے دو مرحلہ سائن ان پہلے سے آن ہے'));
  });
});
