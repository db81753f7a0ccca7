import { actorLabel, personOf, type Actor } from '@portal/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

export interface AuditEntry {
  entity: string;
  entityId: string | number;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Writes who changed what (a person, a system principal, or `public`), with before and after. Call inside the change's transaction. */
export async function audit(db: DbOrTx, actor: Actor | null, entry: AuditEntry): Promise<void> {
  await auditMany(db, actor, [entry]);
}

/** Several entries of one change at once (one insert), e.g. the payments of a reconciled bank statement. */
export async function auditMany(db: DbOrTx, actor: Actor | null, entries: readonly AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      ACTOR_ID: personOf(actor)?.ID ?? null,
      ACTOR_NAME: actorLabel(actor),
      ENTITY: entry.entity,
      ENTITY_ID: String(entry.entityId),
      ACTION: entry.action,
      BEFORE: stripBinary(entry.before) ?? null,
      AFTER: stripBinary(entry.after) ?? null,
    })),
  );
}

/** Photos and other bytes are not copied into the log; their presence is. */
function stripBinary(v: unknown): unknown {
  if (v == null || typeof v !== 'object') return v;
  if (Buffer.isBuffer(v) || v instanceof Uint8Array) return `<${v.length} bytes>`;
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map(stripBinary);
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, stripBinary(x)]));
}

/**
 * The audit entries of one record: `entity` (or any of several entities, e.g. a request
 * and its rows) with `entityId`, newest first unless `order` is 'asc', at most `limit` when given.
 * Each area maps the entries to its documented answer.
 */
export function historyOf(
  db: DbOrTx,
  entity: string | readonly string[],
  entityId: string | number,
  { order = 'desc', limit }: { order?: 'asc' | 'desc'; limit?: number } = {},
) {
  const dir = order === 'asc' ? asc : desc;
  const query = db
    .select({
      ID: auditLog.ID,
      AT: auditLog.AT,
      ACTOR_NAME: auditLog.ACTOR_NAME,
      ENTITY: auditLog.ENTITY,
      ACTION: auditLog.ACTION,
      BEFORE: auditLog.BEFORE,
      AFTER: auditLog.AFTER,
    })
    .from(auditLog)
    .where(and(typeof entity === 'string' ? eq(auditLog.ENTITY, entity) : inArray(auditLog.ENTITY, [...entity]), eq(auditLog.ENTITY_ID, String(entityId))))
    .orderBy(dir(auditLog.AT), dir(auditLog.ID))
    .$dynamic();
  return limit == null ? query : query.limit(limit);
}
