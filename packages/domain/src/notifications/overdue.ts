/** Stale requests: each department has a target number of working days to act. Pure. */

export const DEFAULT_TARGET_DAYS = 5;

/** Saturday and Sunday are not working days. */
const isWorkingDay = (d: Date) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6;

/**
 * The moment before which a waiting request is overdue: `targetDays` working days before `now`
 * (counted on UTC calendar days, weekends skipped). A request that arrived before it is past its target.
 */
export function overdueCutoff(now: Date, targetDays: number): Date {
  const d = new Date(now);
  let left = targetDays;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() - 1);
    if (isWorkingDay(d)) left--;
  }
  return d;
}

export const isOverdue = (arrivedAt: Date, now: Date, targetDays: number) => arrivedAt.getTime() < overdueCutoff(now, targetDays).getTime();
