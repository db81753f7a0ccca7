import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DepartmentCreateSchema,
  DepartmentListAnswerSchema,
  DepartmentPatchSchema,
  DeptIdParamsSchema,
  M,
  MessageAnswerSchema,
  ProgrammeCreateSchema,
  ProgrammeIdParamsSchema,
  ProgrammeListAnswerSchema,
  ProgrammePatchSchema,
} from '@portal/domain';
import { addDepartment, addProgramme, changeDepartment, changeProgramme } from '../../admin/academics.js';
import { listDepartments, listProgrammes } from './academics.repository.js';

const tags = ['admin'];

/**
 * Departments (offices included: their target days) and programmes. The lists are the university's
 * reference data — a few dozen rows — so they come whole; the screens filter them in place.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/departments',
    { schema: { tags, summary: 'Every department with its target days for overdue requests and its number of programmes', response: { 200: DepartmentListAnswerSchema } } },
    async () => ({ success: true as const, data: await listDepartments(app.db) }),
  );

  app.post(
    '/api/admin/departments',
    { schema: { tags, summary: 'Add an academic department (id 200 to 399)', body: DepartmentCreateSchema, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      await addDepartment(app.db, request.body, request.user!);
      return { success: true as const, msg: request.say(M.academics.added) };
    },
  );

  app.patch(
    '/api/admin/departments/:id',
    { schema: { tags, summary: "Rename a department and/or set its target working days", params: DeptIdParamsSchema, body: DepartmentPatchSchema, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      await changeDepartment(app.db, request.params.id, request.body, request.user!);
      return { success: true as const, msg: request.say(M.academics.saved) };
    },
  );

  app.get(
    '/api/admin/programmes',
    { schema: { tags, summary: 'Every programme with its department and number of students', response: { 200: ProgrammeListAnswerSchema } } },
    async () => ({ success: true as const, data: await listProgrammes(app.db) }),
  );

  app.post(
    '/api/admin/programmes',
    { schema: { tags, summary: 'Add a programme of an academic department', body: ProgrammeCreateSchema, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      await addProgramme(app.db, request.body, request.user!);
      return { success: true as const, msg: request.say(M.academics.added) };
    },
  );

  app.patch(
    '/api/admin/programmes/:id',
    {
      schema: {
        tags,
        summary: 'Rename a programme; its short name and department change only while no student belongs to it',
        params: ProgrammeIdParamsSchema,
        body: ProgrammePatchSchema,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      await changeProgramme(app.db, request.params.id, request.body, request.user!);
      return { success: true as const, msg: request.say(M.academics.saved) };
    },
  );
};

export default routes;
