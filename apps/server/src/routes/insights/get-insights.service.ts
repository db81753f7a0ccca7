import { DEPT, type Insights, insightsWindowStart, insightWeeks, kindsOfOffice, KIND_OFFICE, OFFICE_NAMES, statusName } from '@portal/domain';
import type { Db } from '../../db/client.js';
import {
  cardWeeks,
  clearanceWaiting,
  decisionFigures,
  departmentNames,
  oldestWaiting,
  receivedPerWeek,
  routeCounts,
  waitingCounts,
} from './insights.repository.js';

const DAY = 86_400_000;
const oneDecimal = (n: number | string | null) => (n == null ? null : Math.round(Number(n) * 10) / 10);

/**
 * The dashboard's figures for `scope` ('all' or one department), as of `now`. Each figure is one SQL
 * statement over the request tables and the audit log; they run one after another (one connection).
 */
export async function getInsights(db: Db, scope: 'all' | number, now = new Date()): Promise<Insights> {
  const office = scope === 'all' ? null : scope;
  const from = insightsWindowStart(now);
  const names = await departmentNames(db);
  const nameOf = (d: number) => names.get(d) ?? OFFICE_NAMES[d] ?? `Department ${d}`;

  const waiting = await waitingCounts(db, office);
  const received = await receivedPerWeek(db, office, from);
  const decisions = await decisionFigures(db, office, from);
  const oldest = await oldestWaiting(db, office);
  const kinds = office == null ? null : kindsOfOffice(office);
  const hasClearance = office == null || kinds!.includes('clearance');
  const clearance = hasClearance ? await clearanceWaiting(db, office) : null;
  const cards = office == null || office === KIND_OFFICE.idcard ? await cardWeeks(db, from) : null;
  const routes = office == null || office === DEPT.TRANSPORT ? await routeCounts(db, from) : null;

  // Offices in view: the caller's own, or every office with work waiting or decided.
  const officeIds = new Set<number>(office == null ? [] : [office]);
  if (office == null) {
    for (const w of waiting) officeIds.add(Number(w.d_id));
    for (const d of decisions) if (d.d_id != null) officeIds.add(Number(d.d_id));
  }
  const waitingOf = (d: number, kind?: string) => waiting.filter((w) => Number(w.d_id) === d && (kind == null || w.kind === kind)).reduce((s, w) => s + w.n, 0);
  const perOffice = new Map(decisions.filter((d) => d.no_kind === 1 && d.no_office === 0).map((d) => [Number(d.d_id), d]));
  const perQueue = decisions.filter((d) => d.no_kind === 0 && d.no_office === 0);
  const perWeek = new Map(decisions.filter((d) => d.no_kind === 1 && d.no_office === 1).map((d) => [d.week!, d.n]));
  const receivedByWeek = new Map(received.map((r) => [r.week, r.n]));

  const offices = [...officeIds]
    .map((d) => {
      const f = perOffice.get(d);
      return {
        D_ID: d,
        D_NM: nameOf(d),
        waiting: waitingOf(d),
        decided: f?.n ?? 0,
        medianDays: oneDecimal(f?.median ?? null),
        p90Days: oneDecimal(f?.p90 ?? null),
      };
    })
    .sort((a, b) => b.waiting - a.waiting || a.D_ID - b.D_ID);

  const queueKeys = new Set<string>([...waiting.map((w) => `${w.kind}:${w.d_id}`), ...perQueue.map((q) => `${q.kind}:${q.d_id}`)]);
  if (kinds) for (const k of kinds) queueKeys.add(`${k}:${office}`);
  const queues = [...queueKeys]
    .map((key) => {
      const [kind, d] = key.split(':') as [Insights['queues'][number]['kind'], string];
      const f = perQueue.find((q) => q.kind === kind && Number(q.d_id) === Number(d));
      return {
        kind,
        D_ID: Number(d),
        D_NM: nameOf(Number(d)),
        waiting: waitingOf(Number(d), kind),
        decided: f?.n ?? 0,
        medianDays: oneDecimal(f?.median ?? null),
        p90Days: oneDecimal(f?.p90 ?? null),
      };
    })
    .sort((a, b) => a.kind.localeCompare(b.kind) || b.waiting - a.waiting || a.D_ID - b.D_ID);

  const byStatus = new Map<string, Insights['waitingByStatus'][number]>();
  for (const w of waiting) {
    const key = `${w.kind}:${w.status}`;
    const row = byStatus.get(key) ?? { kind: w.kind, STATUS: Number(w.status), STATUS_NAME: statusName(Number(w.status)), count: 0 };
    row.count += w.n;
    byStatus.set(key, row);
  }

  const weeks = insightWeeks(now);
  const cardCount = (week: string, what: string) => cards?.find((c) => c.week === week && c.what === what)?.n ?? 0;
  return {
    scope,
    asOf: now.toISOString(),
    from: weeks[0],
    offices,
    queues,
    waitingByStatus: [...byStatus.values()].sort((a, b) => a.kind.localeCompare(b.kind) || b.count - a.count || a.STATUS - b.STATUS),
    weekly: weeks.map((week) => ({ week, received: receivedByWeek.get(week) ?? 0, decided: perWeek.get(week) ?? 0 })),
    oldest: oldest.map((o) => ({
      kind: o.kind,
      ID: Number(o.id),
      REF: o.ref,
      D_ID: Number(o.d_id),
      D_NM: o.d_nm || nameOf(Number(o.d_id)),
      ROLNO: o.rolno,
      NM: o.nm,
      STATUS: Number(o.status),
      STATUS_NAME: statusName(Number(o.status)),
      SINCE: new Date(Number(o.reached_ms)).toISOString(),
      days: Math.max(0, Math.floor((now.getTime() - Number(o.reached_ms)) / DAY)),
    })),
    clearanceWaiting: clearance
      ? clearance.map((c) => ({ D_ID: Number(c.d_id), D_NM: nameOf(Number(c.d_id)), waiting: c.n })).sort((a, b) => b.waiting - a.waiting || a.D_ID - b.D_ID)
      : null,
    cards: cards
      ? weeks.map((week) => ({ week, applied: cardCount(week, 'applied'), printed: cardCount(week, 'printed'), delivered: cardCount(week, 'delivered') }))
      : null,
    routes: routes
      ? routes.map((r) => ({
          ROUTE_ID: Number(r.route_id),
          ROUTE_NO: r.route_no,
          ROUTE_NAME: r.route_name,
          requests: r.requests,
          open: r.open,
          received: r.received,
        }))
      : null,
  };
}
