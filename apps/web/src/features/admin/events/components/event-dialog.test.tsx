import { EVENT_ADMIN_MSG } from '@portal/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render-screen';
import { EventDialog } from './event-dialog';

describe('the event dialog', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it.each(['-5', '0', '100001'])('keeps a ticket stock of %s as typed, says the range under the field and does not create', (typed) => {
    renderScreen(<EventDialog opened event={null} onClose={() => {}} />);
    const stock = screen.getByLabelText(/Ticket stock/) as HTMLInputElement;
    fireEvent.focus(stock);
    fireEvent.change(stock, { target: { value: typed } });
    fireEvent.blur(stock);
    expect(stock.value).toBe(typed);
    expect(screen.getByText(EVENT_ADMIN_MSG.stockRange)).toBeTruthy();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('says each field’s mistake under it in words as it is left, and every one on Create', () => {
    renderScreen(<EventDialog opened event={null} onClose={() => {}} />);
    const leave = (label: RegExp, value: string) => {
      const el = screen.getByLabelText(label);
      fireEvent.change(el, { target: { value } });
      fireEvent.blur(el);
    };
    leave(/^Code/, 'bad code');
    leave(/^Venue/, 'V');
    expect(screen.getByText(EVENT_ADMIN_MSG.codeFormat)).toBeTruthy();
    expect(screen.getByText(EVENT_ADMIN_MSG.venueRequired)).toBeTruthy();
    expect(screen.queryByText(EVENT_ADMIN_MSG.nameRequired)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(screen.getByText(EVENT_ADMIN_MSG.nameRequired)).toBeTruthy();
    expect(screen.getByText(EVENT_ADMIN_MSG.dateFormat)).toBeTruthy();
    expect(screen.getByText(EVENT_ADMIN_MSG.stockRange)).toBeTruthy();
    expect(screen.getAllByText(EVENT_ADMIN_MSG.instantFormat)).toHaveLength(2);
  });

  it('says nothing of a stock in range', () => {
    renderScreen(<EventDialog opened event={null} onClose={() => {}} />);
    const stock = screen.getByLabelText(/Ticket stock/) as HTMLInputElement;
    fireEvent.change(stock, { target: { value: '250' } });
    fireEvent.blur(stock);
    expect(screen.queryByText(EVENT_ADMIN_MSG.stockRange)).toBeNull();
  });
});
