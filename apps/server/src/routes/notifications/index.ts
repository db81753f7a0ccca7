import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  M,
  IdSchema,
  type Lang,
  LanguageBodySchema,
  MarkReadBodySchema,
  MessageAnswerSchema,
  NotificationsAnswerSchema,
  NotificationsQuerySchema,
  NotificationSettingsSchema,
  type NoticeEvent,
  noticeText,
  textLang,
  UnreadAnswerSchema,
} from '@portal/domain';
import { departmentName } from '@portal/domain/languages';
import { NotificationSettingsAnswerSchema, StaffDigestAnswerSchema } from '@portal/domain';
import { accounts, departments, notifications, students } from '../../db/schema/index.js';
import { conflict } from '../../lib/errors.js';
import { markRead, unreadCount } from '../../notifications/notifier.js';

const tags = ['notifications'];

/**
 * A notification's words for its reader: put into words in the reader's language from its event; a row
 * from before events were kept shows its words as written, marked with the language they are in.
 */
function inWords(event: NoticeEvent | null, r: { D_NM: string | null; TITLE: string | null; BODY: string | null }, lang: Lang) {
  if (!event) {
    const TITLE = r.TITLE ?? '';
    const BODY = r.BODY ?? '';
    return { TITLE, BODY, LANG: textLang(`${TITLE} ${BODY}`) };
  }
  const { title, body } = noticeText(event, lang, () => r.D_NM ?? '');
  return { TITLE: title, BODY: body, LANG: lang };
}

/** Notifications of the signed-in user, the student's language and mail settings, the staff digest, mail resend. */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    { schema: { tags, summary: "The signed-in user's notifications, newest first, with the unread count", querystring: NotificationsQuerySchema, response: { 200: NotificationsAnswerSchema } } },
    async (request) => {
      const me = request.user!.ID;
      const { page, pageSize, lang } = request.query;
      const rows = await app.db
        .select({
          ID: notifications.ID,
          KIND: notifications.KIND,
          D_ID: notifications.D_ID,
          D_NM: departments.D_NM,
          EVENT: notifications.EVENT,
          TITLE: notifications.TITLE,
          BODY: notifications.BODY,
          LINK: notifications.LINK,
          CREATED_AT: notifications.CREATED_AT,
          READ_AT: notifications.READ_AT,
        })
        .from(notifications)
        .leftJoin(departments, eq(departments.D_ID, notifications.D_ID))
        .where(eq(notifications.ACCOUNT_ID, me))
        .orderBy(desc(notifications.CREATED_AT), desc(notifications.ID))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [{ total }] = await app.db.select({ total: count() }).from(notifications).where(eq(notifications.ACCOUNT_ID, me));
      return {
        success: true as const,
        data: {
          rows: rows.map(({ EVENT, ...r }) => ({
            ...r,
            ...inWords(EVENT, r, lang),
            D_NM: r.D_NM == null ? null : departmentName(lang, r.D_NM, r.D_ID),
            CREATED_AT: r.CREATED_AT.toISOString(),
            READ_AT: r.READ_AT?.toISOString() ?? null,
          })),
          total,
          unread: await unreadCount(app.db, me),
        },
      };
    },
  );

  app.post(
    '/api/notifications/read',
    { schema: { tags, summary: 'Marks own notifications read: { ids } or { all: true }; answers the unread count', body: MarkReadBodySchema, response: { 200: UnreadAnswerSchema } } },
    async (request) => ({ success: true as const, data: { unread: await markRead(app.db, request.user!.ID, request.body) } }),
  );

  app.put(
    '/api/student/language',
    { schema: { tags, summary: "The student's language for mails and the portal: en or ur", body: LanguageBodySchema, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      await app.db.update(students).set({ LANG: request.body.lang }).where(eq(students.ID, request.user!.STD_ID!));
      return { success: true, msg: request.say(M.notification.languageSaved) };
    },
  );

  app.get(
    '/api/student/notification-settings',
    { schema: { tags, summary: "The student's email address, email notifications on/off and language", response: { 200: NotificationSettingsAnswerSchema } } },
    async (request) => {
      const [s] = await app.db
        .select({ EMAIL: students.EMAIL, EMAIL_NOTIFY: students.EMAIL_NOTIFY, LANG: students.LANG })
        .from(students)
        .where(eq(students.ID, request.user!.STD_ID!));
      return { success: true, data: s };
    },
  );

  app.put(
    '/api/student/notification-settings',
    { schema: { tags, summary: "Sets the student's email address and whether notifications come by email", body: NotificationSettingsSchema, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      const { EMAIL, EMAIL_NOTIFY } = request.body;
      await app.db.update(students).set({ EMAIL: EMAIL || null, EMAIL_NOTIFY }).where(eq(students.ID, request.user!.STD_ID!));
      return { success: true, msg: request.say(M.notification.settingsSaved) };
    },
  );

  app.get('/api/staff/digest', { schema: { tags, summary: 'Whether this staff account gets the daily digest email, and its address', response: { 200: StaffDigestAnswerSchema } } }, async (request) => {
    const [a] = await app.db.select({ DIGEST: accounts.DIGEST, EMAIL: accounts.EMAIL }).from(accounts).where(eq(accounts.ID, request.user!.ID));
    return { success: true, data: a };
  });

  app.put(
    '/api/staff/digest',
    { schema: { tags, summary: 'Turns the daily digest email of this staff account on or off', body: z.object({ DIGEST: z.boolean() }), response: { 200: MessageAnswerSchema } } },
    async (request) => {
      await app.db.update(accounts).set({ DIGEST: request.body.DIGEST }).where(eq(accounts.ID, request.user!.ID));
      return { success: true, msg: request.say(M.notification.settingsSaved) };
    },
  );

  app.post(
    '/api/admin/mail-outbox/:ID/resend',
    { schema: { tags, summary: 'Queues a failed mail to be sent again (card office)', params: z.object({ ID: IdSchema }), response: { 200: MessageAnswerSchema } } },
    async (request) => {
      const queued = await app.db.transaction((tx) => app.mailer.resend(tx, request.params.ID));
      if (!queued) throw conflict(M.notification.mailNotFailed);
      return { success: true, msg: request.say(M.notification.mailResent) };
    },
  );
};

export default notificationRoutes;


