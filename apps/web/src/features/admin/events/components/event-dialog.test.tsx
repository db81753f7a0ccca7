import { EVENT_ADMIN_MSG } from '@portal/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../test/render-screen';
import { EventDialog } from './event-dialog';

describe('the event dialog', () => {
  afterEach(cleanup);

  it.each(['-5', '0', '100001'])('keeps a ticket stock of %s as typed, says the range under the field and does not create', (typed) => {
    renderScreen(<EventDialog opened event={null} onClose={() => {}} />);
    const stock = screen.getByLabelText(/Ticket stock/) as HTMLInputElement;
    fireEvent.focus(stock);
    fireEvent.change(stock, { target: { value: typed } });
    fireEvent.blur(stock);
    expect(stock.value).toBe(typed);
    expect(screen.getByText(EVENT_ADMIN_MSG.stockRange)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create event' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says nothing of a stock in range', () => {
    renderScreen(<EventDialog opened event={null} onClose={() => {}} />);
    const stock = screen.getByLabelText(/Ticket stock/) as HTMLInputElement;
    fireEvent.change(stock, { target: { value: '250' } });
    fireEvent.blur(stock);
    expect(screen.queryByText(EVENT_ADMIN_MSG.stockRange)).toBeNull();
  });
});
