import type { FeeRecords, LockStatus, PaidItem } from './fee-schemas.js';

/** The later of two YYYY-MM-DD dates. */
const latest = (a: string, b: string) => (a.localeCompare(b) >= 0 ? a : b);

/** Paid items summed per challan number and sorted by installment. */
export function summarisePaid(items: readonly PaidItem[]): PaidItem[] {
  const by = new Map<number, PaidItem>();
  for (const it of items) {
    const prev = by.get(it.ch_no);
    if (prev) by.set(it.ch_no, { ...prev, debit: prev.debit + it.debit, paid_date: latest(prev.paid_date, it.paid_date) });
    else by.set(it.ch_no, { ...it });
  }
  return [...by.values()].sort((a, b) => a.inst_no - b.inst_no || a.ch_no - b.ch_no);
}

/** The fee system's lock flag: student_loc 1 or a lock_status of 'Locked' (the treasurer's form is read-only). */
export const isLocked = (s: LockStatus | null | undefined) => !!s && (s.student_loc === 1 || /^locked$/i.test(s.lock_status.trim()));

/** The treasurer's approval needs no unpaid dues in the fee system: unpaid items or outstanding fines. */
export const hasUnpaidDues = (r: Pick<FeeRecords, 'unpaid' | 'outstanding'>) => r.unpaid.length > 0 || r.outstanding.length > 0;
