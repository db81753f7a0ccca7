import { formatDate, statusName } from '@portal/domain';
import type { TFunction } from 'i18next';

/**
 * How every request history (card, transport, clearance, endowment) puts an audited change into words: the
 * action as a capitalised phrase, and only the fields whose shown value changed. A field that went from
 * nothing to an empty text ("RF ID: — → —") or was saved unchanged is not a change a reader can see.
 */

/** The words of each audited action (the server's ACTION), whatever the entity. */
const ACTION_KEYS: Readonly<Record<string, string>> = {
  apply: 'history.applied',
  'transport-apply': 'history.applied',
  resubmit: 'history.resubmitted',
  'transport-resubmit': 'history.resubmitted',
  update: 'history.saved',
  review: 'history.saved',
  'set-status': 'history.saved',
  'student-update': 'history.updatedByStudent',
  delete: 'history.deleted',
  restore: 'history.restored',
  create: 'history.created',
  edit: 'history.edited',
  close: 'history.closed',
  payment: 'history.paymentRecorded',
  'paid-by-fee-system': 'history.paidByFeeSystem',
  'replace-document': 'history.documentReplaced',
  'upload-photo': 'history.photoUploaded',
  'photo-deleted': 'history.photoDeleted',
};

/** An action in words ("apply" → "Applied"); one without words yet reads as a sentence ("set-venue" → "Set venue"). */
export function actionWords(action: string, t: TFunction): string {
  const key = Object.hasOwn(ACTION_KEYS, action) ? ACTION_KEYS[action] : undefined;
  if (key) return t(key);
  const words = action.replace(/[-_:]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface HistoryField {
  /** The field in the entry's BEFORE and AFTER. */
  key: string;
  label: string;
  /** How its value reads: a status id as the status's name, a date as a date, else as text. */
  kind?: 'status' | 'date' | 'text';
}

/** A value as a history shows it; nothing (null, blank) is "—". */
export function shownValue(field: HistoryField, value: unknown, t: TFunction): string {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return '—';
  if (field.kind === 'status') {
    const name = statusName(Number(value));
    return t(`status.${name}`, { defaultValue: name });
  }
  if (field.kind === 'date') return formatDate(String(value));
  return String(value);
}

/** An entry's before or after as fields: an object as it is, anything else (null, a value) as none. */
const asFields = (v: unknown): Record<string, unknown> => (v != null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/**
 * "Label: before → after" for each of `fields` the entry holds after the change and whose shown value differs
 * from before; the others are left out.
 */
export function changedFields(before: unknown, after: unknown, fields: readonly HistoryField[], t: TFunction): string[] {
  const b = asFields(before);
  const a = asFields(after);
  return fields.flatMap((f) => {
    if (!Object.hasOwn(a, f.key)) return [];
    const from = shownValue(f, b[f.key], t);
    const to = shownValue(f, a[f.key], t);
    return from === to ? [] : [t('history.change', { label: f.label, from, to })];
  });
}
