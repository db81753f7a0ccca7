import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BankPaymentsAnswer } from '@portal/domain';
import { api } from '../../../lib/api';

/** The settlement view's filters: a day range (YYYY-MM-DD, Pakistan time), a bank, a look-up. */
export interface BankPaymentFilters {
  from: string;
  to: string;
  bank: string;
  /** A consumer number or an authorisation id (searches every day). */
  q: string;
}

const query = (f: BankPaymentFilters) => ({ from: f.from, to: f.to, ...(f.bank.trim() ? { bank: f.bank.trim() } : {}), ...(f.q.trim() ? { q: f.q.trim() } : {}) });

/** GET /api/bank-payments: one page of payments and the range's totals by day and by bank. */
export const getBankPayments = async (f: BankPaymentFilters, page: number) =>
  (await api.get<{ data: BankPaymentsAnswer }>('/api/bank-payments', { ...query(f), page }, { silent: true })).data;

/** The page of bank payments the filters ask for; nothing is asked until both days of the range are chosen. */
export const useBankPayments = (filters: BankPaymentFilters, page: number) =>
  useQuery({
    queryKey: ['bank-payments', filters, page],
    queryFn: () => getBankPayments(filters, page),
    placeholderData: keepPreviousData,
    enabled: filters.from !== '' && filters.to !== '',
  });

/** GET /api/bank-payments/export: the same payments as CSV or .xlsx, under the server's file name. */
export const exportBankPayments = (f: BankPaymentFilters, format: 'csv' | 'xlsx') =>
  api.download('/api/bank-payments/export', { query: { ...query(f), format }, fileName: `bank-payments.${format}` });
