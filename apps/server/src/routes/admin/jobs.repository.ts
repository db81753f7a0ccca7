import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { FAILED_MAILS_PAGE_SIZE, type FailedMail, fillDays, MAIL_CHART_DAYS, type MailsPerDay, type Paged, type QueueCounts } from '@portal/domain';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { auditLog, bankPayments, mailOutbox } from '../../db/schema/index.js';
import { QUEUE_NAMES } from '../../db/job-queue/queues.js';
import { listTotal, matchesUpToCap } from '../../lib/list-total.js';

/**
 * Each queue's jobs by state, read from pg-boss's own table (its jobs live in the database beside ours):
 * waiting is created or waiting to retry. Completed jobs count until pg-boss archives them.
 */
export async function queueCounts(db: DbOrTx): Promise<QueueCounts[]> {
  const names = [...QUEUE_NAMES];
  const rows = rowsOf<{ name: string; state: string; n: number | string }>(
    await db.execute(sql`select name, state, count(*) as n from pgboss.job where name in (${sql.join(names.map((n) => sql`${n}`), sql`, `)}) group by name, state`),
  );
  return names.map((name) => {
    const of = (...states: string[]) => rows.filter((r) => r.name === name && states.includes(r.state)).reduce((sum, r) => sum + Number(r.n), 0);
    return { name, waiting: of('created', 'retry'), active: of('active'), failed: of('failed'), completed: of('completed') };
  });
}

const failed = eq(mailOutbox.STATUS, 'failed');

/** Mails whose attempts have all failed, newest first, with the error of the last attempt. */
export async function failedMails(db: DbOrTx, page: number): Promise<Paged<FailedMail>> {
  const window = { limit: FAILED_MAILS_PAGE_SIZE, offset: (page - 1) * FAILED_MAILS_PAGE_SIZE };
  const [rows, total] = await Promise.all([
    db
      .select({ ID: mailOutbox.ID, CREATED_AT: mailOutbox.CREATED_AT, TO: mailOutbox.TO, SUBJECT: mailOutbox.SUBJECT, ATTEMPTS: mailOutbox.ATTEMPTS, LAST_ATTEMPT_AT: mailOutbox.LAST_ATTEMPT_AT, ERROR: mailOutbox.ERROR })
      .from(mailOutbox)
      .where(failed)
      .orderBy(desc(mailOutbox.CREATED_AT), desc(mailOutbox.ID))
      .limit(window.limit)
      .offset(window.offset),
    listTotal(db, matchesUpToCap(db, db.select({ one: sql`1`.as('one') }).from(mailOutbox).where(failed), window)),
  ]);
  return { rows: rows.map((m) => ({ ...m, CREATED_AT: m.CREATED_AT.toISOString(), LAST_ATTEMPT_AT: m.LAST_ATTEMPT_AT?.toISOString() ?? null })), ...total };
}

/** Mails sent on each of the last MAIL_CHART_DAYS days in Pakistan time (UTC+5), oldest first. */
export async function mailsSentPerDay(db: DbOrTx, now = new Date()): Promise<MailsPerDay[]> {
  const since = new Date(now.getTime() - (MAIL_CHART_DAYS + 1) * 86_400_000);
  const day = sql<string>`to_char((${mailOutbox.SENT_AT} at time zone 'UTC') + interval '5 hours', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: sql<string>`count(*)` })
    .from(mailOutbox)
    .where(and(isNotNull(mailOutbox.SENT_AT), gte(mailOutbox.SENT_AT, since)))
    .groupBy(day);
  return fillDays(new Map(rows.map((r) => [r.day, Number(r.n)])), now);
}

/**
 * When the banks' network last called (its latest audited call, by the audit log's entity-and-time index) and
 * when its last payment came in (the payments' received-at index): one index entry each, however long the log.
 */
export async function bankLastCalled(db: DbOrTx): Promise<{ lastCallAt: string | null; lastPaymentAt: string | null }> {
  const [[call], [payment]] = await Promise.all([
    db.select({ AT: auditLog.AT }).from(auditLog).where(eq(auditLog.ENTITY, 'bank_call')).orderBy(desc(auditLog.AT)).limit(1),
    db.select({ AT: bankPayments.RECEIVED_AT }).from(bankPayments).orderBy(desc(bankPayments.RECEIVED_AT)).limit(1),
  ]);
  return { lastCallAt: call?.AT.toISOString() ?? null, lastPaymentAt: payment?.AT.toISOString() ?? null };
}
