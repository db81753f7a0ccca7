import {
  M,
  CheckApplicationSchema,
  CheckApplicationAnswerSchema,
  CheckStudentImgSchema,
  HOSTEL_DEPTS,
  isStudent,
  LIBRARY_CHOICE_NAMES,
  LIBRARY_CHOICES,
  LibrariesHostelsAnswerSchema,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_KB,
  MessageAnswerSchema,
  MyApplicationAnswerSchema,
  NewApplicationSchema,
  STATUS_NAMES,
  StudentImgAnswerSchema,
} from '@portal/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { departments, students } from '../../db/schema/index.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { readMultipartForm } from '../../lib/multipart-form.js';
import { assertJpegPhoto } from '../../lib/photo-upload.js';
import { challanAnswer, findRequestOfStudent, findStudent, loadChallans, loadRows, rowAnswer } from './clearance.repository.js';
import { submitApplication } from './submit-application.service.js';
import { saveStudentPhoto } from './request-changes.service.js';
import { withConsumerNumber } from '../payments/consumer-numbers.js';

const tags = ['clearance (student)'];

/** The student's side of clearance. Every call acts on the signed-in student only. */
const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/clearance-requests/student/checkApplication',
    { schema: { tags, summary: 'Whether the student already applied (data length non-zero)', body: CheckApplicationSchema.optional(), response: { 200: CheckApplicationAnswerSchema } } },
    async (request) => {
      const req = request.user!.STD_ID != null ? await findRequestOfStudent(app.db, request.user!.STD_ID) : null;
      return { success: true, data: req ? [{ T_ID: req.T_ID, CLR_ID: req.CLR_ID, REQ_STATUS: req.REQ_STATUS, APPLY_DATE: req.APPLY_DATE.toISOString() }] : [] };
    },
  );

  app.post(
    '/api/clearance-requests/student/checkStudentImg',
    {
      schema: {
        tags,
        summary: 'Whether the student has a photo on file',
        body: CheckStudentImgSchema.optional(),
        response: { 200: StudentImgAnswerSchema },
      },
    },
    async (request) => {
      const [s] = await app.db
        .select({ has: students.PHOTO })
        .from(students)
        .where(eq(students.ID, request.user!.STD_ID ?? -1));
      return { success: true, exists: !!s?.has };
    },
  );

  app.get('/api/clearance-requests/student/libraries-hostels', { schema: { tags, summary: 'Hostels and libraries of the application form', response: { 200: LibrariesHostelsAnswerSchema } } }, async () => {
    const rows = await app.db
      .select()
      .from(departments)
      .where(inArray(departments.D_ID, [...HOSTEL_DEPTS, ...Object.values(LIBRARY_CHOICES)]));
    const name = new Map(rows.map((d) => [d.D_ID, d.D_NM]));
    const hostels = HOSTEL_DEPTS.filter((h) => name.has(h)).map((h) => ({ hostel_id: h, hostel_name: name.get(h)! }));
    const libraries = Object.entries(LIBRARY_CHOICES).map(([choice, d]) => ({
      lib_id: Number(choice),
      d_id: d,
      lib_name: LIBRARY_CHOICE_NAMES[d] ?? name.get(d) ?? '',
    }));
    return { success: true, hostels: [hostels], libraries: [libraries] };
  });

  app.post(
    '/api/clearance-requests/student/uploadImg',
    { schema: { tags, summary: `The JPEG (under ${MAX_PHOTO_KB} KB) of a student with no photo on file (multipart: file)`, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      const student = await findStudent(app.db, request.user!.STD_ID);
      if (!student || !isStudent(request.user)) throw forbidden();
      if (student.PHOTO) throw badRequest(M.clearance.photoExists);
      if (!request.isMultipart()) throw badRequest(M.common.imageNotSelected);
      const { files } = await readMultipartForm(request, { fileSize: MAX_PHOTO_BYTES, tooLarge: M.common.fileTooLarge });
      const photo = await assertJpegPhoto(files[0]?.bytes ?? null);
      await saveStudentPhoto(app.db, request.user!, student.ID, photo);
      return { success: true, msg: request.say(M.clearance.photoSaved) };
    },
  );

  app.post(
    '/api/clearance-requests/student/new',
    { schema: { tags, summary: 'Apply for a clearance certificate', body: NewApplicationSchema, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      await submitApplication(app.db, request.user!, request.body);
      return { success: true, msg: request.say(M.clearance.applied) };
    },
  );

  app.get(
    '/api/clearance-requests/student/my',
    { schema: { tags, summary: "The student's clearance application with every department's progress (null when none)", response: { 200: MyApplicationAnswerSchema } } },
    async (request) => {
      const req = request.user!.STD_ID != null ? await findRequestOfStudent(app.db, request.user!.STD_ID) : null;
      if (!req) return { success: true, data: null };
      const [rows, chs] = await Promise.all([loadRows(app.db, req.T_ID), loadChallans(app.db, req.T_ID)]);
      return {
        success: true,
        data: {
          request: {
            T_ID: req.T_ID,
            CLR_ID: req.CLR_ID,
            REQUEST_TYPE: 'Clearance',
            APPLY_DATE: req.APPLY_DATE.toISOString(),
            REQ_STATUS: req.REQ_STATUS,
            REQ_DEF: STATUS_NAMES[req.REQ_STATUS],
            ROWS_APPROVED: req.ROWS_APPROVED,
            ROWS_TOTAL: req.ROWS_TOTAL,
            LIB_NAME: req.LIB_NAME,
            HOSTEL_NAME: req.HOSTEL_NAME,
            REASON: req.REASON,
          },
          rows: rows.map(rowAnswer),
          challans: chs.map((c) => withConsumerNumber(app.config, challanAnswer(c, req))),
        },
      };
    },
  );
};

export default studentRoutes;
