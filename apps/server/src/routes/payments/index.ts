import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BillInquiryAnswerSchema, BillInquiryBodySchema, BillPaymentAnswerSchema, BillPaymentBodySchema, BPS_CODE, isSystemActor, readInquiryNumber } from '@portal/domain';
import { audit } from '../../lib/audit.js';
import { billInquiry, billPayment } from './bill-payment.service.js';

type BankCall = 'inquiry' | 'payment';

/**
 * The banks' bill-payment calls (1Bill / Kuickpay): `POST /api/bps/BillInquiry` and `POST /api/bps/BillPayment`,
 * called by the aggregator with its `username` and `password` headers (the door lets only the bank in). They
 * exist only when BPS_USERNAME and BPS_PASSWORD are set. Whatever the body, the answer carries a response code
 * and is never a 5xx: refused credentials answer 401 with 04 (403 for a signed-in person), anything unreadable
 * 04, a failure 05 (the bank asks again). Every answered call is audited (the bank, a system principal, acting) and counted.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.BPS_USERNAME || !app.config.BPS_PASSWORD) return;
  const prefix = app.config.BPS_PREFIX;

  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = err.statusCode ?? 500;
    const call: BankCall = request.url.includes('Payment') ? 'payment' : 'inquiry';
    const code = status >= 500 || status === 429 ? BPS_CODE.processingError : BPS_CODE.invalid;
    if (status >= 500) request.log.error({ err }, 'bill-payment call failed');
    app.metrics.bankCalls.inc({ call, code });
    // The protocol's own shape, whatever the status (not the portal's error shape the route declares for 4xx).
    return reply
      .status(status === 401 || status === 403 || status === 429 ? status : 200)
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send({ response_Code: code, Reserved: '' });
  });

  /** Audits and counts an answered call: the bank acting, the consumer number, the code. */
  const answered = async <T extends { response_Code: string }>(request: FastifyRequest, call: BankCall, answer: T) => {
    const bank = request.actor;
    const body = request.body as Record<string, unknown> | undefined;
    const consumerNumber = readInquiryNumber(body)?.slice(0, 18) ?? '-';
    if (isSystemActor(bank)) {
      const what = call === 'payment' ? { tranAuthId: body?.tran_auth_id, amount: body?.transaction_amount, tranDate: body?.tran_date } : {};
      await audit(app.db, bank, { entity: 'bank_call', entityId: consumerNumber, action: call, after: { code: answer.response_Code, bank: body?.bank_mnemonic ?? null, ...what } });
    }
    app.metrics.bankCalls.inc({ call, code: answer.response_Code });
    return answer;
  };

  const config = { rateLimit: { max: app.config.BPS_RATE_LIMIT, timeWindow: '1 minute' } };
  app.post(
    '/api/bps/BillInquiry',
    { schema: { tags: ['payments'], summary: "The banks' bill inquiry: a challan by its 18-digit consumer number", body: BillInquiryBodySchema, response: { 200: BillInquiryAnswerSchema } }, config },
    async (request) => answered(request, 'inquiry', await billInquiry(app.db, prefix, request.body)),
  );
  app.post(
    '/api/bps/BillPayment',
    { schema: { tags: ['payments'], summary: "The banks' bill payment: the full amount of a challan, paid at a bank", body: BillPaymentBodySchema, response: { 200: BillPaymentAnswerSchema } }, config },
    async (request) => {
      const bank = request.actor;
      if (!isSystemActor(bank)) return answered(request, 'payment', { response_Code: BPS_CODE.invalid, Reserved: '' });
      return answered(request, 'payment', await billPayment(app.db, app.adapters.feeSystem, bank, prefix, request.body));
    },
  );
};
export default routes;
