import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { EftApplicationSchema, EftDecisionSchema, EftScheduleSchema, MAX_EFT_DOC_BYTES, isScheduleLive, EftListQuerySchema, IdSchema, M, uncoded } from '@portal/domain';
import {
  authorizeEndowment,
  BinarySchema,
  EftAppliedAnswerSchema,
  EftApplicationAnswerSchema,
  EftApplicationsAnswerSchema,
  EftDocumentReplacedAnswerSchema,
  EftEligibilityAnswerSchema,
  EftLiveScheduleAnswerSchema,
  EftScheduleSavedAnswerSchema,
  EftSchedulesAnswerSchema,
  MEDIA_TYPE,
  MyEftApplicationsAnswerSchema,
  SaveAnswerSchema,
} from '@portal/domain';
import { eftApplications } from '../../db/schema/index.js';
import { plainJson } from '../../lib/plain-json.js';
import { enforce } from '../../lib/enforce.js';
import { attachment } from '../../lib/http.js';
import { notFound } from '../../lib/errors.js';
import { findApplication, findHistory, findLiveSchedule, findStudentApplications, listApplications, listSchedules } from './eft.repository.js';
import { applyForEndowment, checkEligibility, closeSchedule, decideApplication, replaceEftDocument, saveSchedule } from './eft.service.js';
import { parseFields, readMultipart } from '../../lib/uploads.js';
import { checkEftDocument } from './eft-document.js';
import { unchangedSaid } from '../../lib/message-code.js';

const IdParams = z.object({ id: IdSchema });
/** The documented query; the answer is always the signed-in student's own, whatever ids are sent. */
const EligibilityQuery = z.object({ C_CODE: z.string().optional(), MAJ_ID: z.string().optional(), SE_ID: z.string().optional(), YEAR: z.string().optional(), RN: z.string().optional() });

/** Endowment funds: eligibility, live schedule, the student's application, the staff list. */
const eftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/eft/check-eft-eligibility', { schema: { tags: ['endowment'], summary: 'Whether the signed-in student is eligible (identity from the session, not the query)', querystring: EligibilityQuery, response: { 200: EftEligibilityAnswerSchema } } }, async (request) => {
    const { decision, live } = await checkEligibility(app.db, request.user!.STD_ID!);
    const said = decision.allowed ? null : decision.message;
    return { success: true, eligible: decision.allowed, data: { eligible: decision.allowed, reason: said?.text ?? null, reasonCode: said?.code ?? null, isLive: !!live } };
  });

  app.get('/api/eft/get-live-schedule', { schema: { tags: ['endowment'], summary: 'The schedule open now, if any', response: { 200: EftLiveScheduleAnswerSchema } } }, async () => {
    const live = await findLiveSchedule(app.db, new Date());
    // isLive also inside data: clients read either place (the sidebar hook reads data.isLive when data is an object).
    return { success: true, isLive: !!live, data: live ? { ...live, isLive: true } : null };
  });

  app.post('/api/eft/apply', { schema: { tags: ['endowment'], summary: 'Apply in the live schedule (multipart: HOUSEHOLD_INCOME, DEPENDANTS, GUARDIAN_OCCUPATION, REASON, file: PDF or JPEG up to 1 MB)', response: { 200: EftAppliedAnswerSchema } } }, async (request) => {
    const { fields, file } = await readMultipart(request, MAX_EFT_DOC_BYTES, M.student.eftDocTooLarge);
    const application = parseFields(EftApplicationSchema, fields);
    const doc = await checkEftDocument(file);
    const data = await applyForEndowment(app.db, request.user!, application, doc);
    return { success: true, msg: request.say(M.eft.applied), data };
  });

  app.get('/api/eft/my-applications', { schema: { tags: ['endowment'], summary: 'The signed-in student\'s endowment applications', response: { 200: MyEftApplicationsAnswerSchema } } }, async (request) => ({
    success: true,
    data: await findStudentApplications(app.db, request.user!.STD_ID!),
  }));

  app.post('/api/eft/my-applications/:id/document', { schema: { tags: ['endowment'], summary: 'Upload a new supporting document while Documents Pending or Info Missing', params: IdParams, response: { 200: EftDocumentReplacedAnswerSchema } } }, async (request) => {
    const { file } = await readMultipart(request, MAX_EFT_DOC_BYTES, M.student.eftDocTooLarge);
    const doc = await checkEftDocument(file);
    const data = await replaceEftDocument(app.db, request.user!, request.params.id, doc);
    return { success: true, msg: request.say(M.eft.documentReplaced), data };
  });

  app.get('/api/eft/applications', { ...plainJson, schema: { tags: ['endowment'], summary: 'Endowment applications (all staff): filters, sort, paging', querystring: EftListQuerySchema, response: { 200: EftApplicationsAnswerSchema } } }, async (request) => ({
    success: true,
    data: await listApplications(app.db, request.query),
  }));

  app.get('/api/eft/applications/:id', { schema: { tags: ['endowment'], summary: 'One application with its history (all staff)', params: IdParams, response: { 200: EftApplicationAnswerSchema } } }, async (request) => {
    const row = await findApplication(app.db, request.params.id);
    if (!row) throw notFound(uncoded('Application not found'));
    return { success: true, data: { ...row, HISTORY: await findHistory(app.db, row.ID) } };
  });

  app.get('/api/eft/applications/:id/document', { schema: { tags: ['endowment'], summary: 'The supporting document (staff; the student their own)', params: IdParams, response: { 200: { description: 'The document (PDF or JPEG)', content: { [MEDIA_TYPE.pdf]: { schema: BinarySchema }, [MEDIA_TYPE.jpeg]: { schema: BinarySchema } } } } } }, async (request, reply) => {
    const [doc] = await app.db
      .select({ STUDENT_ID: eftApplications.STUDENT_ID, STATUS: eftApplications.STATUS, DOC: eftApplications.DOC, DOC_NAME: eftApplications.DOC_NAME, DOC_TYPE: eftApplications.DOC_TYPE })
      .from(eftApplications)
      .where(eq(eftApplications.ID, request.params.id));
    if (!doc) throw notFound();
    enforce(authorizeEndowment(request.user!, 'view-document', doc));
    return reply.type(doc.DOC_TYPE).header('Content-Disposition', attachment(doc.DOC_NAME)).header('Cache-Control', 'private, no-store').send(doc.DOC);
  });

  app.patch('/api/eft/applications/:id', { schema: { tags: ['endowment'], summary: 'Set status and comment (treasurer only)', params: IdParams, body: EftDecisionSchema, response: { 200: SaveAnswerSchema } } }, async (request) => {
    const outcome = await decideApplication(app.db, request.user!, request.params.id, request.body);
    return outcome === 'unchanged' ? unchangedSaid(request) : { success: true, msg: request.say(M.common.formSaved) };
  });

  app.get('/api/eft/schedules', { schema: { tags: ['endowment'], summary: 'Every schedule (all staff)', response: { 200: EftSchedulesAnswerSchema } } }, async () => {
    const now = new Date();
    const rows = await listSchedules(app.db);
    return { success: true, data: rows.map((r) => ({ ...r, IS_LIVE: isScheduleLive(r, now) })) };
  });

  app.post('/api/eft/schedules', { schema: { tags: ['endowment'], summary: 'Open a schedule (treasurer only)', body: EftScheduleSchema, response: { 200: EftScheduleSavedAnswerSchema } } }, async (request) => ({
    success: true,
    msg: 'Schedule saved',
    data: await saveSchedule(app.db, request.user!, request.body, null),
  }));

  app.patch('/api/eft/schedules/:id', { schema: { tags: ['endowment'], summary: 'Change a schedule\'s title and dates (treasurer only)', params: IdParams, body: EftScheduleSchema, response: { 200: EftScheduleSavedAnswerSchema } } }, async (request) => ({
    success: true,
    msg: 'Schedule saved',
    data: await saveSchedule(app.db, request.user!, request.body, request.params.id),
  }));

  app.post('/api/eft/schedules/:id/close', { schema: { tags: ['endowment'], summary: 'Close a schedule now (treasurer only)', params: IdParams, response: { 200: EftScheduleSavedAnswerSchema } } }, async (request) => ({
    success: true,
    msg: 'Schedule closed',
    data: await closeSchedule(app.db, request.user!, request.params.id),
  }));
};

export default eftRoutes;
