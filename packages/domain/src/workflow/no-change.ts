
type Value = string | number | boolean | Date | null | undefined;

/** A saved value as compared: empty text, null and absent are one "empty"; dates by their instant; text trimmed. */
function comparable(v: Value): string | number | boolean | null {
  if (v == null) return null;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString();
  if (typeof v === 'string') {
    const s = v.trim();
    return s === '' ? null : s;
  }
  return v;
}

/**
 * The fields a staff save would change: every key of `after` whose value differs from `before`'s. An
 * empty answer means the save changes nothing, and then it writes nothing — no row, no version, no
 * audit entry, no notification, no date telling the student the office acted. The one rule of every
 * staff save (clearance rows, ID-card and transport requests, each row of a bulk decision).
 */
export function changedFields<K extends string>(before: Readonly<Record<K, Value>>, after: Readonly<Partial<Record<K, Value>>>): K[] {
  return (Object.keys(after) as K[]).filter((k) => after[k] !== undefined && comparable(after[k]) !== comparable(before[k]));
}

/** Whether a save would change nothing (see `changedFields`). */
export const changesNothing = <K extends string>(before: Readonly<Record<K, Value>>, after: Readonly<Partial<Record<K, Value>>>) =>
  changedFields(before, after).length === 0;
