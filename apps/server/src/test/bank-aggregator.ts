import { type BillInquiryAnswer, type BillPaymentAnswer, consumerNumberOf, yyyymmdd } from '@portal/domain';
import type { TestApp } from './app.js';

/**
 * A test aggregator (1Bill / Kuickpay): it speaks the banks' bill-payment protocol to the portal with the
 * test configuration's credentials, as a bank's app would through the aggregator.
 */
export function testAggregator(t: Pick<TestApp, 'app' | 'config'>) {
  const username = t.config.BPS_USERNAME!;
  const password = t.config.BPS_PASSWORD!;
  const headers = { username, password };
  const call = (name: 'BillInquiry' | 'BillPayment', body: unknown) => t.app.inject({ method: 'POST', url: `/api/bps/${name}`, headers, payload: body as object });
  return {
    username,
    password,
    headers,
    call,
    numberOf: (challanId: number) => consumerNumberOf(t.config.BPS_PREFIX, challanId),
    inquire: async (consumerNumber: string): Promise<BillInquiryAnswer> => (await call('BillInquiry', { consumer_number: consumerNumber, bank_mnemonic: 'HBL' })).json(),
    /** Pays `amount` paisa with authorisation id `auth` on `date` (YYYYMMDD, default today). */
    pay: async (consumerNumber: string, p: { auth: string; amount: number; date?: string }): Promise<BillPaymentAnswer> =>
      (
        await call('BillPayment', {
          consumer_number: consumerNumber,
          tran_auth_id: p.auth,
          transaction_amount: String(p.amount).padStart(13, '0'),
          tran_date: p.date ?? yyyymmdd(new Date()),
          tran_time: '101500',
          bank_mnemonic: 'HBL',
        })
      ).json(),
  };
}
export type TestAggregator = ReturnType<typeof testAggregator>;
