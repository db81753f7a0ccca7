import { and, desc, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { type AuditQuery, type AuditRow, type Paged, pktDayEnd, pktDayStart } from '@portal/domain';
import type { DbOrTx } from '../../db/client.js';
import { accounts, auditLog } from '../../db/schema/index.js';
import { listTotal, matchesUpToCap } from '../../lib/list-total.js';

/** The actor's account id for a username; `public` is a change made without signing in; null: nobody by that name. */
async function actorWhere(db: DbOrTx, actor: string): Promise<SQL | null> {
  if (actor.toLowerCase() === 'public') return isNull(auditLog.ACTOR_ID);
  const [account] = await db.select({ ID: accounts.ID }).from(accounts).where(eq(accounts.USERNAME, actor));
  return account ? eq(auditLog.ACTOR_ID, account.ID) : null;
}

/**
 * The WHERE of an audit search: exact matches only, so an index serves each (by time, by actor and time,
 * by entity, record and time). Null when the search cannot match (an unknown username).
 */
export async function auditWhere(db: DbOrTx, q: Omit<AuditQuery, 'page' | 'pageSize'>): Promise<SQL | undefined | null> {
  const parts: (SQL | undefined)[] = [];
  if (q.actor) {
    const actor = await actorWhere(db, q.actor);
    if (!actor) return null;
    parts.push(actor);
  }
  if (q.entity) parts.push(eq(auditLog.ENTITY, q.entity));
  if (q.entityId) parts.push(eq(auditLog.ENTITY_ID, q.entityId));
  if (q.action) parts.push(eq(auditLog.ACTION, q.action));
  if (q.from) parts.push(gte(auditLog.AT, new Date(pktDayStart(q.from))));
  if (q.to) parts.push(lt(auditLog.AT, new Date(pktDayEnd(q.to))));
  return parts.length ? and(...parts) : undefined;
}

const columns = {
  ID: auditLog.ID,
  AT: auditLog.AT,
  ACTOR_NAME: auditLog.ACTOR_NAME,
  ENTITY: auditLog.ENTITY,
  ENTITY_ID: auditLog.ENTITY_ID,
  ACTION: auditLog.ACTION,
  BEFORE: auditLog.BEFORE,
  AFTER: auditLog.AFTER,
};

const toRow = (r: { AT: Date } & Omit<AuditRow, 'AT'>): AuditRow => ({ ...r, AT: r.AT.toISOString() });

/** Audit entries matching `where`, newest first, `limit` from `offset`. */
export async function auditRows(db: DbOrTx, where: SQL | undefined, limit: number, offset: number): Promise<AuditRow[]> {
  const rows = await db.select(columns).from(auditLog).where(where).orderBy(desc(auditLog.AT), desc(auditLog.ID)).limit(limit).offset(offset);
  return rows.map(toRow);
}

/**
 * One page of the audit search, newest first. Its total is counted no further than the lists' cap (the
 * log grows with every change: an exact count would read all of it), so past the cap it is an estimate.
 */
export async function searchAudit(db: DbOrTx, q: AuditQuery): Promise<Paged<AuditRow>> {
  const where = await auditWhere(db, q);
  if (where === null) return { rows: [], total: 0 };
  const window = { limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
  const [rows, total] = await Promise.all([
    auditRows(db, where, window.limit, window.offset),
    listTotal(db, matchesUpToCap(db, db.select({ one: sql`1`.as('one') }).from(auditLog).where(where), window)),
  ]);
  return { rows, ...total };
}
