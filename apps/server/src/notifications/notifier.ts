import crypto from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  type ChallanAction,
  type ChallanFor,
  type Lang,
  noticeMail,
  type Notice,
  type QueueEvent,
  queueNotice,
  seesDepartmentQueue,
  STATUS_NAMES,
  type StudentEvent,
  studentGetsMail,
  studentNotice,
} from '@portal/domain';
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

type WithoutNames<T> = T extends unknown ? Omit<T, 'deptName' | 'statusName'> : never;
/** A student event as services give it: department and status names are looked up here. */
export type StudentEventInput = WithoutNames<StudentEvent>;
export type QueueEventInput = Omit<QueueEvent, 'deptName' | 'kind'>;

/**
 * Department names by id, kept per process: a department is only ever added (`admin add-department`),
 * never renamed or removed, so a name once read stays right. Saves a query in every notifying save.
 */
const deptNames = new Map<number, string>();

async function deptNamesOf(tx: DbOrTx, dIds: readonly number[]) {
  const missing = [...new Set(dIds)].filter((d) => !deptNames.has(d));
  if (missing.length)
    for (const d of await tx.select({ D_ID: departments.D_ID, D_NM: departments.D_NM }).from(departments).where(inArray(departments.D_ID, missing)))
      deptNames.set(d.D_ID, d.D_NM);
  return (dId: number) => deptNames.get(dId) ?? String(dId);
}

async function deptName(tx: DbOrTx, dId: number) {
  return (await deptNamesOf(tx, [dId]))(dId);
}

/** An event of a student as services give it. */
export interface StudentNotification {
  studentId: number;
  input: StudentEventInput;
}

/**
 * Tells a student about a change, inside the transaction `tx` of that change (issue 10): one in-app
 * notification per login account of the student, and — when the student has an address and kept email
 * on — one mail in the outbox with its sending job. A change that rolls back tells no one.
 * `db` is the app's database (it finds the mail context).
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
  const nameOf = await deptNamesOf(
    tx,
    items.flatMap((i) => (i.input.kind === 'challan' ? [] : [i.input.dId])),
  );
  const events = items.flatMap(({ studentId, input }) => {
    const student = people.get(studentId);
    if (!student) return [];
    const lang = (student.LANG === 'ur' ? 'ur' : 'en') as Lang;
    const e = (
      input.kind === 'challan' ? input : { ...input, deptName: nameOf(input.dId), statusName: STATUS_NAMES[input.status] ?? String(input.status) }
    ) as StudentEvent;
    return [{ student, lang, notice: studentNotice(e, lang), owners: student.owners }];
  });
  const rows = events.flatMap((e) => e.owners.map((ACCOUNT_ID) => ({ ACCOUNT_ID, KIND: e.notice.kind, D_ID: e.notice.dId, TITLE: e.notice.title, BODY: e.notice.body, LINK: e.notice.link })));
  const inserted = rows.length ? await tx.insert(notifications).values(rows).returning({ ID: notifications.ID }) : [];
  const ctx = contexts.get(db) ?? lastContext;
  if (!ctx) return;
  let next = 0;
  const mails = events.flatMap((e) => {
    // One event, one mail: the key is the event's first notification (rows come back in the order inserted).
    const first = inserted[next]?.ID;
    next += e.owners.length;
    if (!studentGetsMail(e.student)) return [];
    const key = e.owners.length ? `notification-${first}` : `student-${e.student.ID}-${crypto.randomUUID()}`;
    const mail = noticeMail(e.notice, { institution: ctx.institution, publicUrl: ctx.publicUrl, lang: e.lang, name: e.student.NM });
    return [{ to: e.student.EMAIL!, ...mail, key }];
  });
  await ctx.mailer.enqueueMany(tx, mails);
}

const CHALLAN_FOR: Record<string, ChallanFor> = { clearance: 'clearance', card: 'id-card', transport: 'transport' };

/** Tells the student of a challan issued, changed or paid, in the transaction `tx` of that change (issue 10). */
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
  const notice = queueNotice({ ...input, kind: 'queue', deptName: await deptName(tx, input.dId) });
  await insertNotices(tx, notice, to);
}

async function insertNotices(tx: DbOrTx, n: Notice, accountIds: number[]) {
  if (!accountIds.length) return [];
  const rows = await tx
    .insert(notifications)
    .values(accountIds.map((ACCOUNT_ID) => ({ ACCOUNT_ID, KIND: n.kind, D_ID: n.dId, TITLE: n.title, BODY: n.body, LINK: n.link })))
    .returning({ ID: notifications.ID });
  return rows.map((r) => r.ID);
}

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
