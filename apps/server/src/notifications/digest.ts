import { and, asc, count, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { type DigestItem, digestMail, NOTICE_PATHS, overdueCutoff, seesDepartmentQueue, STATUS } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client.js';
import { accounts, clearanceRequests, clearanceRows, departments } from '../db/schema/index.js';
import { targetDays } from './department-targets.js';
import { officeBacklog } from './office-backlog.js';
import { publicUrl } from '../lib/public-url.js';

/** What waits in a department's queues: clearance rows still Pending and, for the card, transport and treasurer offices, new requests still Submitted; oldest (hence overdue) first. */
export async function departmentBacklog(db: DbOrTx, dId: number, now = new Date()) {
  const cutoff = overdueCutoff(now, await targetDays(db, dId));
  const waitingRows = and(eq(clearanceRows.D_ID, dId), eq(clearanceRows.REQ_ID, STATUS.PENDING), eq(clearanceRows.DELETED, false));
  const [{ waiting }] = await db.select({ waiting: count() }).from(clearanceRows).where(waitingRows);
  const [{ overdue }] = await db.select({ overdue: count() }).from(clearanceRows).where(and(waitingRows, lt(clearanceRows.APPLY_DATE, cutoff)));
  const oldest = await db
    .select({ T_ID: clearanceRows.T_ID, APPLY_DATE: clearanceRows.APPLY_DATE, NM: clearanceRequests.STD_NAME, ROLLNO: clearanceRequests.STD_ROLLNO })
    .from(clearanceRows)
    .innerJoin(clearanceRequests, eq(clearanceRequests.T_ID, clearanceRows.T_ID))
    .where(waitingRows)
    .orderBy(asc(clearanceRows.APPLY_DATE), asc(clearanceRows.T_ID))
    .limit(5);
  const office = await officeBacklog(db, dId, cutoff);
  const all = [
    ...oldest.map((r) => ({ at: r.APPLY_DATE, title: `${r.NM} (${r.ROLLNO}) — clearance request ${r.T_ID}`, link: NOTICE_PATHS.staff.clearance })),
    ...office.oldest,
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  // Oldest first means overdue first: every overdue item is older than every item within its target.
  const items: DigestItem[] = all.slice(0, 5).map((i) => ({
    title: i.title,
    since: i.at.toISOString().slice(0, 10),
    overdue: i.at.getTime() < cutoff.getTime(),
    link: i.link,
  }));
  return { waiting: waiting + office.waiting, overdue: overdue + office.overdue, oldest: items };
}

/**
 * The daily digest (the scheduled `staff-digest` job): one mail to every staff account that asked for it
 * and has an address, about its department's queue. The key (account and day) makes a re-run of the same
 * day's job mail no one twice.
 */
export async function sendDigests(app: FastifyInstance, now = new Date()) {
  const staff = await app.db
    .select({ ID: accounts.ID, NM: accounts.NM, EMAIL: accounts.EMAIL, ROLE: accounts.ROLE, ROLE_DES: accounts.ROLE_DES, D_ID: accounts.D_ID, DISABLED: accounts.DISABLED, D_NM: departments.D_NM })
    .from(accounts)
    .innerJoin(departments, eq(departments.D_ID, accounts.D_ID))
    .where(and(eq(accounts.DIGEST, true), isNotNull(accounts.EMAIL), sql`${accounts.EMAIL} <> ''`));
  const day = now.toISOString().slice(0, 10);
  let sent = 0;
  for (const a of staff) {
    if (a.D_ID == null || !seesDepartmentQueue(a, a.D_ID)) continue;
    const backlog = await departmentBacklog(app.db, a.D_ID, now);
    const mail = digestMail({ deptName: a.D_NM, ...backlog }, { institution: app.config.INSTITUTION_NAME, publicUrl: publicUrlOf(app), name: a.NM });
    const id = await app.db.transaction((tx) => app.mailer.enqueue(tx, { to: a.EMAIL!, ...mail, key: `digest-${a.ID}-${day}` }));
    if (id) sent++;
  }
  return sent;
}

export const publicUrlOf = (app: FastifyInstance) => publicUrl(app.config);
