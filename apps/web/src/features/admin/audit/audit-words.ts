import { CHALLAN_HEADS, formatDate, formatRupees, OFFICE_NAMES } from '@portal/domain';
import type { TFunction } from 'i18next';
import { shownValue } from '../../../components/history-words';
import { formatNumber } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-time';
import { headName, officeName } from '../../../i18n/names';
import { type AuditField, auditField, byFieldOrder, type ValueKind } from './audit-fields';
import { sentence } from './audit-names';
import '../english';

/**
 * An audited change in words, for the administrator's audit screen: the kind of record and the action in
 * words, and each field that changed as its label, its value before and its value after, with codes read
 * as names (a status id as the status, an office id as the office, a flag as yes or no, dates as the
 * portal writes them). The raw before and after stay in the entry for whoever needs them.
 */

/** One changed field: its label, and its value before and after in words (absent: the entry has no before, or no after). */
export interface AuditChange {
  key: string;
  label: string;
  from?: string;
  to?: string;
  /** Not a change: whose change it is (a clearance decision's office). */
  context?: boolean;
}

/** How the words are made: the language, and an office's or department's English name by id (the portal's list of them). */
export interface AuditWords {
  t: TFunction;
  officeById?: (id: number) => string | undefined;
}

const NOTHING = '—';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ROLE_KEY: Readonly<Record<string, string>> = { staff: 'kindStaff', admin: 'kindAdmin', student: 'kindStudent' };

const empty = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');
const yesNo = (v: boolean, t: TFunction) => t(v ? 'common.yes' : 'common.no');

function office(id: unknown, w: AuditWords): string {
  const n = Number(id);
  if (!Number.isInteger(n)) return String(id);
  const english = w.officeById?.(n) ?? OFFICE_NAMES[n];
  return officeName(english, n) || String(n);
}

function head(v: unknown): string {
  if (typeof v === 'number') return headName(CHALLAN_HEADS.find((h) => h.REQ_ID === v)?.REQ_DEF ?? String(v), v);
  return headName(String(v));
}

/** A value whose field the portal does not list: a flag as yes or no, a day or a moment as the portal writes them, a list item by item. */
function plain(v: unknown, w: AuditWords): string {
  if (typeof v === 'boolean') return yesNo(v, w.t);
  if (typeof v === 'string' && ISO_DAY.test(v)) return formatDate(v);
  if (typeof v === 'string' && ISO_MOMENT.test(v)) return formatDateTime(v) || v;
  if (Array.isArray(v)) return v.length ? v.map((x) => (x != null && typeof x === 'object' ? JSON.stringify(x) : plain(x, w))).join(', ') : NOTHING;
  if (v != null && typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

const KINDS: Readonly<Record<ValueKind, (v: unknown, w: AuditWords) => string>> = {
  // A status id reads as the status; a status that is a word of its own (the outbox's "sent") stays.
  status: (v, w) => (typeof v === 'boolean' || Number.isNaN(Number(v)) ? plain(v, w) : shownValue({ key: '', label: '', kind: 'status' }, v, w.t)),
  office: (v, w) => office(v, w),
  offices: (v, w) => (Array.isArray(v) ? v.map((x) => office(x, w)).join(', ') : office(v, w)),
  head: (v) => head(v),
  yesNo: (v, w) => yesNo(v === true || v === 'true' || v === 1, w.t),
  // A photo is kept out of the log: what stays is whether there was one (its size, or true).
  photo: (v, w) => yesNo(v !== false && v !== 'false', w.t),
  date: (v, w) => shownValue({ key: '', label: '', kind: 'date' }, v, w.t) || plain(v, w),
  dateTime: (v, w) => formatDateTime(String(v)) || plain(v, w),
  money: (v, w) => (Number.isFinite(Number(v)) ? formatRupees(Number(v)) : plain(v, w)),
  count: (v, w) => (Number.isFinite(Number(v)) ? formatNumber(Number(v)) : plain(v, w)),
  role: (v, w) => (typeof v === 'string' && Object.hasOwn(ROLE_KEY, v) ? w.t(`adminAccounts.${ROLE_KEY[v]}`) : plain(v, w)),
  signInMethod: (v, w) => (v === 'sso' ? w.t('adminAccounts.signInSso') : v === 'password' ? w.t('adminAccounts.signInPassword') : plain(v, w)),
  text: (v, w) => plain(v, w),
};

/** A value in words; nothing (null, blank) is "—". */
export function valueWords(field: AuditField | undefined, value: unknown, w: AuditWords): string {
  if (empty(value)) return NOTHING;
  return KINDS[field?.kind ?? 'text'](value, w);
}

/** A field's label in words. */
export const fieldWords = (entity: string, key: string, t: TFunction): string => {
  const field = auditField(entity, key);
  return field ? t(`adminAudit.field.${field.label}`) : sentence(key);
};

/** An entry's before or after as fields: an object as it is, anything else (null, a value) as none. */
const asFields = (v: unknown): Record<string, unknown> | null =>
  v != null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/**
 * The fields an entry changed, in words. With a before and an after: each field of the after whose value in
 * words differs (a field saved unchanged, or from nothing to an empty text, is no change a reader can see).
 * With only an after (made, applied, signed in) or only a before (deleted): each field that has a value.
 */
export function auditChanges(entry: { ENTITY: string; BEFORE: unknown; AFTER: unknown }, w: AuditWords): AuditChange[] {
  const before = asFields(entry.BEFORE);
  const after = asFields(entry.AFTER);
  // With both, the after holds what the change set (often a patch): a field it leaves out was not changed.
  const keys = byFieldOrder(Object.keys(after ?? before ?? {}));
  const changes = keys.flatMap((key): AuditChange[] => {
    // An office's name beside its id says the same twice: the id is already read as the name.
    if (key === 'D_NM' && keys.includes('D_ID')) return [];
    const field = auditField(entry.ENTITY, key);
    const label = fieldWords(entry.ENTITY, key, w.t);
    const from = before ? valueWords(field, before[key], w) : undefined;
    const to = after ? valueWords(field, after[key], w) : undefined;
    if (field?.context && from === to) return [{ key, label, to, context: true }];
    if (before && after) return from === to ? [] : [{ key, label, from, to }];
    if ((from ?? to) === NOTHING) return [];
    return [{ key, label, from, to }];
  });
  // Whose change it is comes first; a change that is nothing but that is none.
  const context = changes.filter((c) => c.context);
  const changed = changes.filter((c) => !c.context);
  return changed.length ? [...context, ...changed] : [];
}
