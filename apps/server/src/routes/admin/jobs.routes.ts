import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, JobsAnswerSchema, JobsQuerySchema, M, MessageAnswerSchema } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import { bankLastCalled, failedMails, mailsSentPerDay, queueCounts } from './jobs.repository.js';

/** The administrator's view of the job queues and the mail: counts per queue, failed mails, retry, mails sent per day. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/jobs',
    {
      schema: {
        tags: ['admin'],
        summary: 'Jobs per queue by state, the failed mails with their last error (paged), the mails sent per day, and when the banks last called',
        querystring: JobsQuerySchema,
        response: { 200: JobsAnswerSchema },
      },
    },
    async (request) => {
      const [queues, failed, sentPerDay, bank] = await Promise.all([queueCounts(app.db), failedMails(app.db, request.query.page), mailsSentPerDay(app.db), bankLastCalled(app.db)]);
      const enabled = !!app.config.BPS_USERNAME && !!app.config.BPS_PASSWORD;
      return { success: true as const, data: { queues, failedMails: failed, sentPerDay, bank: { enabled, ...bank } } };
    },
  );

  app.post(
    '/api/admin/mails/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Queue a failed mail to be sent again (audited)',
        params: z.object({ id: IdSchema }),
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      const id = request.params.id;
      await app.db.transaction(async (tx) => {
        const [mail] = await tx.select({ STATUS: mailOutbox.STATUS, ERROR: mailOutbox.ERROR, ATTEMPTS: mailOutbox.ATTEMPTS }).from(mailOutbox).where(eq(mailOutbox.ID, id)).for('update');
        if (!mail) throw notFound(M.jobs.mailNotFound);
        if (!(await app.mailer.resend(tx, id))) throw conflict(M.jobs.notFailed);
        await audit(tx, request.user, { entity: 'mail', entityId: id, action: 'retry', before: mail, after: { STATUS: 'queued' } });
      });
      return { success: true as const, msg: request.say(M.notification.mailResent) };
    },
  );
};

export default routes;
