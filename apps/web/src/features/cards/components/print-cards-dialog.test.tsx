import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/toast', () => {
  const record = (m: unknown) => void toasts.push(String(m));
  return { toast: { success: record, error: record, info: record, warning: record } };
});
const print = vi.hoisted(() => vi.fn());
vi.mock('../api/print-card-batch', () => ({ printCardBatch: print }));

const { PrintCardsDialog } = await import('./print-cards-dialog');

afterEach(() => {
  cleanup();
  toasts.length = 0;
  print.mockReset();
});

const open = (onPrinted = vi.fn(), onClose = vi.fn()) => {
  renderScreen(<PrintCardsDialog kind="id-card" ids={[761, 762]} opened onClose={onClose} onPrinted={onPrinted} />);
  return { onPrinted, onClose, dialog: screen.getByRole('dialog') };
};

describe('printing the ticked cards', () => {
  it('prints the chosen layout; once the PDF has downloaded the list clears its selection and the dialog closes', async () => {
    print.mockResolvedValue({ printed: true });
    const { onPrinted, onClose, dialog } = open();
    expect(within(dialog).getByText('2 requests selected.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Office printer: A4 sheets of ten with crop marks' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(onPrinted).toHaveBeenCalled());
    expect(print).toHaveBeenCalledWith('id-card', [761, 762], 'a4');
    expect(onClose).toHaveBeenCalled();
    expect(toasts).toEqual(['The PDF of 2 cards has downloaded.']);
  });

  it('a refused batch lists each refused request with its reason, and nothing counts as printed', async () => {
    print.mockResolvedValue({
      printed: false,
      msg: 'Nothing was printed: some requests are not ready to print. Remove them and print again.',
      refused: [{ id: 761, reason: 'A later card request of the student replaces this card' }],
    });
    const { onPrinted, onClose, dialog } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    const refused = await within(dialog).findByTestId('print-refused');
    expect(refused.textContent).toContain('Nothing was printed: some requests are not ready to print.');
    const row = within(refused).getAllByRole('row')[1];
    expect(row.textContent).toBe('761A later card request of the student replaces this card');
    expect(print).toHaveBeenCalledWith('id-card', [761, 762], 'cr80');
    expect(onPrinted).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('offers to print the others: one that cannot be printed does not hold back the rest', async () => {
    print.mockResolvedValueOnce({
      printed: false,
      msg: 'Nothing was printed: some requests are not ready to print. Remove them and print again.',
      refused: [{ id: 761, reason: 'A later card request of the student replaces this card' }],
    });
    print.mockResolvedValueOnce({ printed: true });
    const { onPrinted, dialog } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    await within(dialog).findByTestId('print-refused');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print the other 1' }));
    await waitFor(() => expect(onPrinted).toHaveBeenCalled());
    expect(print).toHaveBeenLastCalledWith('id-card', [762], 'cr80');
    expect(toasts).toEqual(['The PDF of 1 cards has downloaded.']);
  });
});
