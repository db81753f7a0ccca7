import type { SessionUser } from '@portal/domain';
import type { DbOrTx } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

export interface AuditEntry {
  entity: string;
  entityId: string | number;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Writes who changed what, with before and after (DECISIONS 2.7). Call inside the change's transaction. */
export async function audit(db: DbOrTx, actor: SessionUser | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    ACTOR_ID: actor?.ID ?? null,
    ACTOR_NAME: actor ? `${actor.NM} (${actor.USERNAME})` : 'public',
    ENTITY: entry.entity,
    ENTITY_ID: String(entry.entityId),
    ACTION: entry.action,
    BEFORE: stripBinary(entry.before) ?? null,
    AFTER: stripBinary(entry.after) ?? null,
  });
}

/** Photos and other bytes are not copied into the log; their presence is. */
function stripBinary(v: unknown): unknown {
  if (v == null || typeof v !== 'object') return v;
  if (Buffer.isBuffer(v) || v instanceof Uint8Array) return `<${v.length} bytes>`;
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map(stripBinary);
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, stripBinary(x)]));
}
