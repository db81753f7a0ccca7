import { DEPT } from '../departments.js';
import { isStaff, type SessionUser } from '../session.js';
import { STATUS } from '../statuses.js';

/**
 * Office productivity figures. The kinds of work an office decides, where each kind's
 * items are, and which statuses end an office's part (docs/decisions.md, "Office productivity").
 */
export const INSIGHT_KINDS = ['clearance', 'idcard', 'transport', 'endowment'] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

export const INSIGHT_KIND_LABELS: Record<InsightKind, string> = {
  clearance: 'Clearance',
  idcard: 'ID card',
  transport: 'Transport card',
  endowment: 'Endowment fund',
};

/** A save that moves an item into one of these statuses (from any other) is a decision. */
export const DECIDED_STATUSES: Record<InsightKind, readonly number[]> = {
  clearance: [STATUS.APPROVED, STATUS.REJECTED],
  idcard: [STATUS.DELIVERED, STATUS.REJECTED, STATUS.CANCELLED],
  transport: [STATUS.DELIVERED, STATUS.REJECTED, STATUS.CANCELLED],
  endowment: [STATUS.APPROVED, STATUS.REJECTED],
};

/** A card saved as Complete has been printed and waits to be handed over. */
export const CARD_PRINTED_STATUS = STATUS.COMPLETE;

/** The offices that decide a kind other than clearance (every office with clearance rows decides those). */
export const KIND_OFFICE: Record<Exclude<InsightKind, 'clearance'>, number> = {
  idcard: DEPT.CARD_OFFICE,
  transport: DEPT.TRANSPORT,
  endowment: DEPT.TREASURER,
};

/** Weeks in the received/decided chart (the current week included); medians cover the same window. */
export const INSIGHT_WEEKS = 12;
/** How many of the longest-waiting items the dashboard lists. */
export const INSIGHT_OLDEST = 10;

/** The examination office and the treasurer see every office; other staff their own. */
export const ALL_OFFICES_VIEWERS: readonly number[] = [DEPT.EXAMINATION, DEPT.TREASURER];

/**
 * Which offices' figures a user sees: 'all', one department id, or null (not staff, or staff without a
 * department: nothing to show).
 */
export function insightsScope(user: Pick<SessionUser, 'ROLE' | 'D_ID'> | null | undefined): 'all' | number | null {
  if (!isStaff(user) || user?.D_ID == null) return null;
  return ALL_OFFICES_VIEWERS.includes(user.D_ID) ? 'all' : user.D_ID;
}

/** The kinds an office decides (transport has no clearance rows). */
export function kindsOfOffice(dId: number): InsightKind[] {
  const kinds: InsightKind[] = dId === DEPT.TRANSPORT ? [] : ['clearance'];
  for (const [kind, office] of Object.entries(KIND_OFFICE)) if (office === dId) kinds.push(kind as InsightKind);
  return kinds;
}

/** Monday 00:00 UTC of the week holding `d`: the weeks of the chart. */
export function weekStart(d: Date): Date {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const back = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - back * 86_400_000);
}

/** The first day of the chart's window: the Monday INSIGHT_WEEKS − 1 weeks before this week's. */
export function insightsWindowStart(now: Date): Date {
  return new Date(weekStart(now).getTime() - (INSIGHT_WEEKS - 1) * 7 * 86_400_000);
}

/** The Mondays (YYYY-MM-DD) of the chart, oldest first. */
export function insightWeeks(now: Date): string[] {
  const first = insightsWindowStart(now).getTime();
  return Array.from({ length: INSIGHT_WEEKS }, (_, i) => new Date(first + i * 7 * 86_400_000).toISOString().slice(0, 10));
}
