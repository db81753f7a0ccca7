import { isAllowed, type AccessRule } from '../access/types.js';
import { clearanceStatusOptionIdsFor } from '../clearance/status-options.js';
import { DEPT, isAcademicDept } from '../departments.js';
import { isHod, isItPerson, isStaff, type SessionUser } from '../session.js';
import { EFT_STATUS_IDS } from '../endowment/eft-status-ids.js';
import { statusOptionIdsFor } from '../workflow/status-options.js';
import { M, type Message, reasonFields } from '../message-codes.js';
import type { BulkKind } from './kinds.js';
import type { BulkChange, BulkRefusal, BulkResult } from './schemas.js';

/** Who may decide rows of each kind: the same principals as the kind's single save. */
export const BULK_KIND_ACCESS: Record<BulkKind, AccessRule> = {
  clearance: ['clearance-staff'],
  idcard: ['dept:101'],
  transport: ['dept:130'],
  endowment: ['dept:123'],
};

/**
 * May the user decide rows of `kind` in bulk: the single save's access entry, and for clearance the
 * list rule (an academic department's staff only as HOD or IT person).
 */
export function mayBulkUpdate(user: SessionUser | null, kind: BulkKind): boolean {
  if (!user || !isStaff(user)) return false;
  if (!isAllowed(BULK_KIND_ACCESS[kind], user, { duesAdminFmIds: [] })) return false;
  if (kind === 'clearance' && user.D_ID != null && isAcademicDept(user.D_ID) && !isHod(user) && !isItPerson(user)) return false;
  return true;
}

/** The kinds a user may decide in bulk (the web shows the bulk bar only on those lists). */
export const bulkKindsFor = (user: SessionUser | null): BulkKind[] => (['clearance', 'idcard', 'transport', 'endowment'] as const).filter((k) => mayBulkUpdate(user, k));

/** The statuses the single dialog of `kind` offers the user; bulk offers the same. */
export function bulkStatusOptionIds(user: SessionUser, kind: BulkKind): number[] {
  if (kind === 'clearance') return clearanceStatusOptionIdsFor(user);
  if (kind === 'endowment') return user.D_ID === DEPT.TREASURER ? [...EFT_STATUS_IDS] : [];
  return statusOptionIdsFor(user);
}

/** Why a bulk status is refused for the whole call (null: allowed). */
export const bulkStatusRefusal = (user: SessionUser, kind: BulkKind, status: number): Message | null =>
  bulkStatusOptionIds(user, kind).includes(status) ? null : M.bulk.statusNotAllowed;

/** Roll numbers compare without case and surrounding spaces. */
export const normalRollNumber = (s: string) => s.trim().toUpperCase();

/**
 * The roll numbers of a pasted text: split on new lines, commas, semicolons, tabs and spaces; each
 * kept once, in first-seen order.
 */
export function parseRollNumbers(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;]+/)) {
    const r = normalRollNumber(part);
    if (r) seen.add(r);
  }
  return [...seen];
}

export interface BulkTargets {
  ids: number[];
  rollNumbers: string[];
  /** Entries listed more than once (each is decided once; the repeats are refused). */
  repeats: BulkRefusal[];
}

/** The distinct ids and roll numbers of a call; repeats are reported, never decided twice. */
export function distinctTargets(ids: readonly number[] = [], rollNumbers: readonly string[] = []): BulkTargets {
  const idSet = new Set<number>();
  const rollSet = new Set<string>();
  const repeats: BulkRefusal[] = [];
  for (const id of ids) {
    if (idSet.has(id)) repeats.push({ T_ID: id, ...reasonFields(M.bulk.duplicateRow) });
    else idSet.add(id);
  }
  for (const raw of rollNumbers) {
    const r = normalRollNumber(raw);
    if (rollSet.has(r)) repeats.push({ ROLNO: r, ...reasonFields(M.bulk.duplicateRow) });
    else rollSet.add(r);
  }
  return { ids: [...idSet], rollNumbers: [...rollSet], repeats };
}

/** Splits `items` into chunks of `size` (the browser sends a long selection in parts to show progress). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Joins the answers of several chunks. */
export const mergeBulkResults = (parts: readonly BulkResult[]): BulkResult => ({
  changed: parts.flatMap((p) => p.changed),
  unchanged: parts.flatMap((p) => p.unchanged ?? []),
  refused: parts.flatMap((p) => p.refused),
});

/**
 * "12 will change, 3 will be refused" (preview) or "12 changed, 3 refused" (done); rows already as asked
 * (nothing written for them) are named when there are any: "…, 2 already so".
 */
export function bulkSummary(
  result: { changed: readonly BulkChange[]; unchanged?: readonly BulkChange[]; refused: readonly BulkRefusal[] },
  preview: boolean,
): string {
  const c = result.changed.length;
  const r = result.refused.length;
  const u = result.unchanged?.length ?? 0;
  const head = preview ? `${c} will change, ${r} will be refused` : `${c} changed, ${r} refused`;
  return u ? `${head}, ${u} already so` : head;
}

/** How a refused row is named in the result table: its roll number, else its reference number. */
export const refusedRowLabel = (r: BulkRefusal) => r.ROLNO ?? (r.T_ID != null ? `#${r.T_ID}` : '');
