import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  CARD_TYPE_NAMES, CardApplicationSchema, DEFAULT_DUES, DUES_CODE_FOR_CARD_TYPE, IdSchema, MAX_PHOTO_BYTES, canApplyForCard, cardHasChallan,
  cardTypeForAttempt, isOpenCardRequest, nextCardAttempt, nextStepFor, statusName, STUDENT_FIXABLE_CARD_STATUSES,
  M,
  uncoded,
} from '@portal/domain';
import {
  authorizeCardRequest,
  binaryAnswer,
  CardAppliedAnswerSchema,
  MAX_PHOTO_KB,
  CardFixedAnswerSchema,
  CardStatusAnswerSchema,
  MEDIA_TYPE,
  StudentCardRequestAnswerSchema,
  StudentCardRequestsAnswerSchema,
} from '@portal/domain';
import { cardDues, students } from '../../db/schema/index.js';
import { attachment } from '../../lib/http.js';
import { notFound } from '../../lib/errors.js';
import { enforce } from '../../lib/enforce.js';
import { buildBankChallan } from '../../documents/bank-challan.js';
import { verifyUrl } from '../../documents/clearance-verification.js';
import { findCardChallan } from '../challans/challan-records.js';
import { consumerNumberFor, showsConsumerNumbers } from '../../lib/consumer-number.js';
import { findStudentCardRequest, findStudentCardRequests, type StudentCardRow } from './card-requests.repository.js';
import { unpaidChallansOfRequests, withRequestConsumerNumber } from '../payments/consumer-numbers.js';
import { applyForCard, fixCardRequest } from './card-applications.service.js';
import { assertJpegPhoto } from '../../lib/photo-upload.js';
import { parseFields, readMultipart } from '../../lib/uploads.js';

/** What the student sees of a request: the row with names, whether it can be fixed, and the next step. */
export function presentCardRequest(r: StudentCardRow) {
  const { DELETED_AT: _d, STUDENT_ID: _s, ...rest } = r;
  const hasChallan = cardHasChallan(r.CARD_TYPE) && r.FEE_AMOUNT != null;
  return {
    ...rest,
    REQUEST_TYPE: CARD_TYPE_NAMES[r.CARD_TYPE] ?? String(r.CARD_TYPE),
    STATUS: statusName(r.REQ_STATUS),
    CAN_EDIT: STUDENT_FIXABLE_CARD_STATUSES.includes(r.REQ_STATUS),
    HAS_CHALLAN: hasChallan,
    NEXT_STEP: nextStepFor('card', r.REQ_STATUS, { hasChallan, feePaid: r.FEE_PAID_AT != null, distributionDate: r.DISTRIBUTION_DATE, venue: r.VENUE }),
  };
}

const TransIdParams = z.object({ t_id: IdSchema });

/** The student's ID-card calls: status, applications, My Requests, fixing a request, the challan. */
const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/student/card-status', { schema: { tags: ['id-cards'], summary: 'Which card the student may apply for next, its fee, and any open request', response: { 200: CardStatusAnswerSchema } } }, async (request) => {
    const studentId = request.user!.STD_ID!;
    const requests = await findStudentCardRequests(app.db, studentId);
    const attempt = nextCardAttempt(requests);
    const cardType = cardTypeForAttempt(attempt);
    const code = DUES_CODE_FOR_CARD_TYPE[cardType];
    const [due] = await app.db.select({ DUES: cardDues.DUES }).from(cardDues).where(eq(cardDues.REQ_SNM, code));
    const open = requests.find(isOpenCardRequest);
    const asNew = canApplyForCard('new', requests);
    const asDuplicate = canApplyForCard('duplicate', requests);
    return {
      success: true,
      data: {
        ATTEMPT_NO: attempt,
        CARD_TYPE: cardType,
        REQUEST_TYPE: CARD_TYPE_NAMES[cardType],
        FEE_AMOUNT: cardHasChallan(cardType) ? (due?.DUES ?? DEFAULT_DUES.find((d) => d.code === code)!.amount) : null,
        NEW_ALLOWED: asNew.allowed,
        NEW_REASON: asNew.allowed ? null : asNew.message.text,
        NEW_REASON_CODE: asNew.allowed ? null : asNew.message.code,
        DUPLICATE_ALLOWED: asDuplicate.allowed,
        DUPLICATE_REASON: asDuplicate.allowed ? null : asDuplicate.message.text,
        DUPLICATE_REASON_CODE: asDuplicate.allowed ? null : asDuplicate.message.code,
        OPEN_REQUEST: open ? presentCardRequest(open) : null,
      },
    };
  });

  app.get('/api/student/card-requests', { schema: { tags: ['id-cards'], summary: 'The student\'s ID-card requests (My Requests)', response: { 200: StudentCardRequestsAnswerSchema } } }, async (request) => {
    const rows = (await findStudentCardRequests(app.db, request.user!.STD_ID!)).filter((r) => !r.DELETED_AT);
    const unpaid = showsConsumerNumbers(app.config) ? await unpaidChallansOfRequests(app.db, 'card', rows.map((r) => r.TRANS_ID)) : new Map<number, number>();
    return { success: true, data: rows.map((r) => withRequestConsumerNumber(app.config, presentCardRequest(r), unpaid.get(r.TRANS_ID))) };
  });

  app.get('/api/student/card-requests/:t_id', { schema: { tags: ['id-cards'], summary: 'One of the student\'s ID-card requests', params: TransIdParams, response: { 200: StudentCardRequestAnswerSchema } } }, async (request) => {
    const row = await findStudentCardRequest(app.db, request.params.t_id);
    if (!row) throw notFound();
    enforce(authorizeCardRequest(request.user!, 'view', row));
    const unpaid = showsConsumerNumbers(app.config) ? await unpaidChallansOfRequests(app.db, 'card', [row.TRANS_ID]) : new Map<number, number>();
    return { success: true, data: withRequestConsumerNumber(app.config, presentCardRequest(row), unpaid.get(row.TRANS_ID)) };
  });

  app.post('/api/student/card-requests', { schema: { tags: ['id-cards'], summary: `Apply for a new ID card (multipart: S_CONTACT, F_CONTACT, B_GROUP, ADDRESS, file: JPEG under ${MAX_PHOTO_KB} KB)`, response: { 200: CardAppliedAnswerSchema } } }, async (request) => {
    const { fields, file } = await readMultipart(request, MAX_PHOTO_BYTES, M.common.fileTooLarge);
    const application = parseFields(CardApplicationSchema, fields);
    const photo = await assertJpegPhoto(file?.bytes);
    const data = await applyForCard(app.db, request.user!, 'new', application, photo);
    return { success: true, msg: request.say(M.card.submitted), data };
  });

  app.post('/api/student/duplicate-card-requests', { schema: { tags: ['id-cards'], summary: 'Apply for a duplicate, triplicate or quadruplicate card (multipart; the photo is optional when one is on file)', response: { 200: CardAppliedAnswerSchema } } }, async (request) => {
    const { fields, file } = await readMultipart(request, MAX_PHOTO_BYTES, M.common.fileTooLarge);
    const application = parseFields(CardApplicationSchema, fields);
    const photo = file ? await assertJpegPhoto(file.bytes) : null;
    const data = await applyForCard(app.db, request.user!, 'duplicate', application, photo);
    return { success: true, msg: request.say(M.card.submitted), data };
  });

  app.post('/api/student/update-new-card-request/:t_id', { schema: { tags: ['id-cards'], summary: 'Fix a request in Image Not Clear or Info Missing (multipart, as the application); back to Submitted', params: TransIdParams, response: { 200: CardFixedAnswerSchema } } }, async (request) => {
    const { fields, file } = await readMultipart(request, MAX_PHOTO_BYTES, M.common.fileTooLarge);
    const application = parseFields(CardApplicationSchema, fields);
    const photo = file ? await assertJpegPhoto(file.bytes) : null;
    const data = await fixCardRequest(app.db, request.user!, request.params.t_id, application, photo);
    return { success: true, msg: request.say(M.card.updated), data };
  });

  app.get('/api/student/card-requests/:t_id/challan', { schema: { tags: ['id-cards'], summary: 'Bank challan PDF of a duplicate/triplicate/quadruplicate card (the student\'s own; card office any)', params: TransIdParams, response: { 200: binaryAnswer(MEDIA_TYPE.pdf, 'The bank challan') } } }, async (request, reply) => {
    const user = request.user!;
    const row = await findStudentCardRequest(app.db, request.params.t_id);
    if (!row) throw notFound();
    enforce(authorizeCardRequest(user, 'download-challan', row));
    const challan = cardHasChallan(row.CARD_TYPE) ? await findCardChallan(app.db, row.TRANS_ID) : undefined;
    if (!challan) throw notFound(uncoded('This request has no challan'));
    const [s] = await app.db.select({ NM: students.NM, F_NM: students.F_NM, ROLNO: students.ROLNO, CLASS: students.CLASS, SESSION: students.SESSION }).from(students).where(eq(students.ID, row.STUDENT_ID));
    // The stored record: its number, amount, due date and verification code never change.
    const pdf = await buildBankChallan({
      title: `${CARD_TYPE_NAMES[row.CARD_TYPE]} Student Card Challan`,
      challanNo: challan.CHALLAN_NO,
      issuedBy: 'Card Office',
      student: { name: s.NM.toUpperCase(), rollNo: s.ROLNO, fatherName: s.F_NM, className: s.CLASS, session: s.SESSION },
      lines: [{ description: challan.DES, amount: challan.BAL }],
      issueDate: challan.CREATED_AT,
      dueDate: challan.DUE_DT,
      institution: app.config.INSTITUTION_NAME,
      bankName: app.config.BANK_NAME,
      accountNo: app.config.BANK_ACCOUNT,
      verifyCode: challan.VERIFY_CODE,
      verifyUrl: verifyUrl(app.config, challan.VERIFY_CODE),
      consumerNumber: consumerNumberFor(app.config, challan.CHALLAN_ID),
    });
    return reply.type('application/pdf').header('Content-Disposition', attachment(`${s.ROLNO}-card-challan.pdf`)).send(pdf);
  });

};

export default cardRoutes;
