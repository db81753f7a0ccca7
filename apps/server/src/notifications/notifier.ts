import crypto from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  type ChallanAction,
  type ChallanFor,
  type Lang,
  type Notice,
  noticeMail,
  noticeOf,
  noticeText,
  type QueueEvent,
  seesDepartmentQueue,
  type StudentEvent,
  studentGetsMail,
} from '@portal/domain';
import { isLang } from '@portal/domain/languages';
import type { Db, DbOrTx } from '../db/client.js';
import { accounts, departments, notifications, students } from '../db/schema/index.js';
import type { Mailer } from '../adapters/mail/index.js';

/** What the notifier needs of the app: the mailer (outbox + job) and the mail context. */
export interface NotifierContext {
  mailer: Mailer;
  institution: string;
  publicUrl: string;
}

const contexts = new WeakMap<object, NotifierContext>();
/** The context of the app built last: for save paths that hold only a transaction (challan records). */
let lastContext: NotifierContext | undefined;

/** Called once by buildApp: notifications written through this database can also mail. */
export function registerNotifier(db: Db, ctx: NotifierContext) {
  contexts.set(db, ctx);
  lastContext = ctx;
}

/** A student event as services give it: ids and values; words are made when it is read or mailed. */
export type StudentEventInput = StudentEvent;
export type QueueEventInput = Omit<QueueEvent, 'kind'>;

/**
 * The names of the departments a batch of mails mentions, read in the transaction of the change (one query by
 * primary key): the administrator renames departments, so a name kept from an earlier read could be stale,
 * and every instance must say the same one.
 */
async function deptNamesOf(tx: DbOrTx, dIds: readonly number[]) {
  const wanted = [...new Set(dIds)];
  const rows = wanted.length ? await tx.select({ D_ID: departments.D_ID, D_NM: departments.D_NM }).from(departments).where(inArray(departments.D_ID, wanted)) : [];
  const names = new Map(rows.map((d) => [d.D_ID, d.D_NM]));
  return (dId: number) => names.get(dId) ?? String(dId);
}

/** An event of a student as services give it. */
export interface StudentNotification {
  studentId: number;
  input: StudentEventInput;
}

/**
 * Tells a student about a change, inside the transaction `tx` of that change: one in-app
 * notification per login account of the student, keeping the event (it is put into words when read, in
 * the reader's language), and — when the student has an address and kept email on — one mail in the
 * outbox with its sending job, in the student's language (the one they last used; English when none is
 * stored). A change that rolls back tells no one. `db` is the app's database (it finds the mail context).
 */
export async function notifyStudent(db: DbOrTx, tx: DbOrTx, studentId: number, input: StudentEventInput) {
  await notifyStudents(db, tx, [{ studentId, input }]);
}

/** `notifyStudent` for many events at once (reconciliation's payments): a fixed number of statements. */
export async function notifyStudents(db: DbOrTx, tx: DbOrTx, items: readonly StudentNotification[]) {
  if (!items.length) return;
  const ids = [...new Set(items.map((i) => i.studentId))];
  // The students with their enabled login accounts, in one query.
  const people = new Map<number, { ID: number; NM: string; EMAIL: string | null; EMAIL_NOTIFY: boolean; LANG: string; owners: number[] }>();
  for (const r of await tx
    .select({ ID: students.ID, NM: students.NM, EMAIL: students.EMAIL, EMAIL_NOTIFY: students.EMAIL_NOTIFY, LANG: students.LANG, ACCOUNT_ID: accounts.ID })
    .from(students)
    .leftJoin(accounts, and(eq(accounts.STUDENT_ID, students.ID), eq(accounts.DISABLED, false)))
    .where(inArray(students.ID, ids))
    .orderBy(accounts.ID)) {
    const { ACCOUNT_ID, ...student } = r;
    const person = people.get(r.ID) ?? { ...student, owners: [] };
    if (ACCOUNT_ID != null) person.owners.push(ACCOUNT_ID);
    people.set(r.ID, person);
  }
  const events = items.flatMap(({ studentId, input }) => {
    const student = people.get(studentId);
    if (!student) return [];
    const lang: Lang = isLang(student.LANG) ? student.LANG : 'en';
    return [{ student, lang, notice: noticeOf(input), owners: student.owners }];
  });
  const rows = events.flatMap((e) => e.owners.map((ACCOUNT_ID) => noticeRow(e.notice, ACCOUNT_ID)));
  const inserted = rows.length ? await tx.insert(notifications).values(rows).returning({ ID: notifications.ID }) : [];
  const ctx = contexts.get(db) ?? lastContext;
  if (!ctx) return;
  // Mails are put into words now, in each student's language; the department names they need, in one query.
  const nameOf = await deptNamesOf(
    tx,
    events.flatMap((e) => (e.notice.dId != null && studentGetsMail(e.student) ? [e.notice.dId] : [])),
  );
  let next = 0;
  const mails = events.flatMap((e) => {
    // One event, one mail: the key is the event's first notification (rows come back in the order inserted).
    const first = inserted[next]?.ID;
    next += e.owners.length;
    if (!studentGetsMail(e.student)) return [];
    const key = e.owners.length ? `notification-${first}` : `student-${e.student.ID}-${crypto.randomUUID()}`;
    const text = noticeText(e.notice.event, e.lang, nameOf);
    const mail = noticeMail({ ...text, link: e.notice.link }, { institution: ctx.institution, publicUrl: ctx.publicUrl, lang: e.lang, name: e.student.NM });
    return [{ to: e.student.EMAIL!, ...mail, key }];
  });
  await ctx.mailer.enqueueMany(tx, mails);
}

const CHALLAN_FOR: Record<string, ChallanFor> = { clearance: 'clearance', card: 'id-card', transport: 'transport' };

/** Tells the student of a challan issued, changed or paid, in the transaction `tx` of that change. */
export async function notifyChallan(tx: DbOrTx, c: ChallanFacts, action: ChallanAction) {
  await notifyChallans(tx, [c], action);
}

type ChallanFacts = { KIND: string; CHALLAN_NO: string; STUDENT_ID: number; BAL: number; DUE_DT: Date; T_ID: number | null; CARD_TRANS_ID: number | null; TRANSPORT_TRANS_ID: number | null };

/** `notifyChallan` for many challans at once (reconciliation marks thousands paid in one transaction). */
export async function notifyChallans(tx: DbOrTx, list: readonly ChallanFacts[], action: ChallanAction) {
  await notifyStudents(
    tx,
    tx,
    list.map((c) => ({
      studentId: c.STUDENT_ID,
      input: {
        kind: 'challan',
        for: CHALLAN_FOR[c.KIND] ?? 'clearance',
        action,
        challanNo: c.CHALLAN_NO,
        amount: c.BAL,
        dueDate: c.DUE_DT.toISOString().slice(0, 10),
        requestId: c.T_ID ?? c.CARD_TRANS_ID ?? c.TRANSPORT_TRANS_ID ?? 0,
      },
    })),
  );
}

/** Tells the staff of a department who see its queue that a new request reached it (in-app; the digest mails). */
export async function notifyQueue(tx: DbOrTx, input: QueueEventInput) {
  const staff = await tx
    .select({ ID: accounts.ID, ROLE: accounts.ROLE, ROLE_DES: accounts.ROLE_DES, D_ID: accounts.D_ID, DISABLED: accounts.DISABLED })
    .from(accounts)
    .where(eq(accounts.D_ID, input.dId));
  const to = staff.filter((a) => seesDepartmentQueue(a, input.dId)).map((a) => a.ID);
  if (!to.length) return;
  const notice = noticeOf({ ...input, kind: 'queue' });
  await tx.insert(notifications).values(to.map((ACCOUNT_ID) => noticeRow(notice, ACCOUNT_ID)));
}

/** The row of one account's notification: the event, never words (they depend on who reads it). */
const noticeRow = (n: Notice, ACCOUNT_ID: number) => ({ ACCOUNT_ID, KIND: n.kind, D_ID: n.dId, EVENT: n.event, LINK: n.link });

const isUnread = () => isNull(notifications.READ_AT);

/** How many notifications of `accountId` are unread. */
export async function unreadCount(db: DbOrTx, accountId: number) {
  return db.$count(notifications, and(eq(notifications.ACCOUNT_ID, accountId), isUnread()));
}

/** Marks notifications of `accountId` read (only their own); answers the unread count left. */
export async function markRead(db: DbOrTx, accountId: number, which: { ids?: number[]; all?: true }) {
  const where = which.all ? undefined : inArray(notifications.ID, which.ids ?? []);
  await db
    .update(notifications)
    .set({ READ_AT: new Date() })
    .where(and(eq(notifications.ACCOUNT_ID, accountId), isUnread(), where));
  return unreadCount(db, accountId);
}
