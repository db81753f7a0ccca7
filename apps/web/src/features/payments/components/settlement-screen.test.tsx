import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BankPaymentsAnswer } from '@portal/domain';
import { renderScreen } from '../../../test/render-screen';
import type { BankPaymentFilters } from '../api/get-bank-payments';

const calls = vi.hoisted(() => ({ asked: [] as { f: BankPaymentFilters; page: number }[], exported: [] as string[], data: null as BankPaymentsAnswer | null }));
vi.mock('../api/get-bank-payments', () => ({
  useBankPayments: (f: BankPaymentFilters, page: number) => {
    calls.asked.push({ f, page });
    return { isError: false, data: calls.data };
  },
  exportBankPayments: async (_f: BankPaymentFilters, format: string) => void calls.exported.push(format),
}));

const { SettlementScreen } = await import('./settlement-screen');

afterEach(() => {
  cleanup();
  calls.asked.length = 0;
  calls.exported.length = 0;
});

const row = (ID: number, bank: string, auth: string, amount: number) => ({
  ID,
  RECEIVED_AT: '2026-11-28T05:00:00.000Z',
  CONSUMER_NUMBER: `10101${String(ID).padStart(13, '0')}`,
  CHALLAN_ID: ID,
  CHALLAN_NO: String(ID),
  ROLLNO: 'BSCS-21-07',
  STD_NAME: 'Ayesha Khan',
  AMOUNT: amount,
  BANK_MNEMONIC: bank,
  TRAN_AUTH_ID: auth,
  TRAN_DATE: '20261128',
  TRAN_TIME: '101500',
  REFERENCE: `BP${String(ID).padStart(12, '0')}`,
});

describe("the treasurer's bank payments", () => {
  it('shows the totals by day and by bank and every payment with its consumer number', () => {
    calls.data = {
      rows: [row(12, 'HBL', 'AUTH01', 1500), row(11, 'MCB', 'AUTH02', 18000)],
      total: 2,
      byDay: [{ day: '2026-11-28', count: 2, amount: 19500 }],
      byBank: [
        { bank: 'MCB', count: 1, amount: 18000 },
        { bank: 'HBL', count: 1, amount: 1500 },
      ],
      sum: { count: 2, amount: 19500 },
    };
    renderScreen(<SettlementScreen />);
    expect(screen.getByRole('status').textContent).toBe('2 payments, PKR 19,500');
    const byBank = screen.getByRole('table', { name: 'By bank' });
    expect(within(byBank).getAllByRole('row').map((r) => r.textContent)).toEqual(['BankPaymentsAmount', 'MCB1PKR 18,000', 'HBL1PKR 1,500']);
    expect(within(screen.getByRole('table', { name: 'By day' })).getByText('2026-11-28')).toBeTruthy();
    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getByText('101010000000000012')).toBeTruthy();
    expect(within(payments).getByText('AUTH02')).toBeTruthy();
    expect(within(payments).getAllByText('2026-11-28')).toHaveLength(2);
    // Seven days, today included, as it opens.
    const first = calls.asked[0]!.f;
    expect((Date.parse(first.to) - Date.parse(first.from)) / 86_400_000).toBe(6);
  });

  it('looks a payment up by its consumer number, across every day, and exports as Excel', async () => {
    calls.data = { rows: [row(7, 'HBL', 'AUTH07', 900)], total: 1, byDay: [], byBank: [], sum: { count: 0, amount: 0 } };
    renderScreen(<SettlementScreen />);
    fireEvent.change(screen.getByLabelText(/Consumer number or authorisation id/), { target: { value: '101010000000000007' } });
    expect((screen.getByLabelText(/^From/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(calls.asked.at(-1)).toMatchObject({ f: { q: '101010000000000007' }, page: 1 });
    // A look-up has no range totals.
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
    await vi.waitFor(() => expect(calls.exported).toEqual(['xlsx']));
  });

  it('says when nothing matches, and pages on while there are more', () => {
    calls.data = { rows: [], total: 0, byDay: [], byBank: [], sum: { count: 0, amount: 0 } };
    renderScreen(<SettlementScreen />);
    expect(screen.getByText('No bank payments match.')).toBeTruthy();
    cleanup();
    calls.data = { rows: [row(1, 'HBL', 'AUTH01', 100)], total: 120, byDay: [{ day: '2026-11-28', count: 120, amount: 12000 }], byBank: [{ bank: 'HBL', count: 120, amount: 12000 }], sum: { count: 120, amount: 12000 } };
    renderScreen(<SettlementScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(calls.asked.at(-1)!.page).toBe(2);
  });
});
