import {
  addDays,
  CARD_CHALLAN_TYPE,
  CHALLAN_DUE_DAYS,
  CHALLAN_HEADS,
  CLEARANCE_REASONS,
  challanGroupOfDept,
  clearanceRowDepartments,
  DEFAULT_DUES,
  DEPT,
  FORWARD_STATUS_LIBRARY,
  formatDateInput,
  HOSTEL_DEPTS,
  isAcademicDept,
  isDepartmentalLibrary,
  LIBRARY_CHOICES,
  OFFICE_NAMES,
  overallStatus,
  STATUS as S,
} from '@portal/domain';
import { and, getTableColumns, getTableName, inArray, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { makeVerifyCode } from '../documents/clearance-verification.js';
import { type Db, rowsOf } from '../db/client.js';
import { challans, clearanceRequests, clearanceRows, departments, feeLedger, feeLocks, majors, students } from '../db/schema/index.js';
import { chunked, readByIds, type SeedContext } from './context.js';
import { address, type Rng } from './random.js';

/**
 * Bulk insert through one JSON parameter per chunk (json_populate_recordset): tens of thousands of
 * rows a second on both PGlite and PostgreSQL. Returns `returning` of every row in insert order.
 */
async function insertJson<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  returning?: string,
  onProgress?: (done: number, total: number) => void,
  chunk = 5000,
): Promise<Record<string, unknown>[]> {
  const cols = getTableColumns(table) as Record<string, { name: string }>;
  const name = getTableName(table);
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk).map((r) => {
      const o: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(r as Record<string, unknown>)) if (v !== undefined) o[cols[k].name] = v instanceof Date ? v.toISOString() : v;
      return o;
    });
    const keys = [...new Set(part.flatMap((o) => Object.keys(o)))];
    const list = sql.raw(keys.map((k) => `"${k}"`).join(', '));
    const res = await db.execute(
      sql`insert into ${sql.raw(`"${name}"`)} (${list}) select ${list} from json_populate_recordset(null::${sql.raw(`"${name}"`)}, ${JSON.stringify(part)}::json) with ordinality as x order by x.ordinality ${returning ? sql.raw(`returning "${returning}"`) : sql``}`,
    );
    out.push(...rowsOf<Record<string, unknown>>(res));
    onProgress?.(Math.min(i + chunk, rows.length), rows.length);
  }
  return out;
}

/** Share of ctx.requests that are clearance applications. */
const CLEARANCE_SHARE = 0.25;
const DAY = 86_400_000;
/** The demo students (index 0 `student`, 1 `newstudent`) get no application: the browser journey applies. */
const RESERVED_DEMO_STUDENTS = 2;

const FORWARD_FOR: Record<number, number> = Object.fromEntries(Object.entries(FORWARD_STATUS_LIBRARY).map(([s, d]) => [d, Number(s)]));
const HEAD = (name: string) => CHALLAN_HEADS.find((h) => h.REQ_DEF === name)!;
const HEADS_BY_GROUP: Record<string, { REQ_ID: number; REQ_DEF: string }[]> = {
  hostels: [HEAD('Hostel Room Rent'), HEAD('Mess Bill'), HEAD('Hostel Damage Charges')],
  libraries: [HEAD('Library Fine'), HEAD('Lost Book Charges')],
  treasurer: [HEAD('Tuition Fee Arrears'), HEAD('Laboratory Dues'), HEAD('Miscellaneous Fine')],
};
const PENDING_BY_GROUP: Record<string, number[]> = {
  hostels: [S.MESS_BILL_PENDING, S.ROOM_RENT_PENDING, S.DUES_PENDING],
  libraries: [S.BOOKS_PENDING, S.FINE_PENDING],
  treasurer: [S.FEE_PENDING, S.DUES_PENDING, S.ANNUAL_DUES_PENDING],
  card: [S.FEE_PENDING, S.CARD_NOT_RETURNED],
};
const COMMENTS = [
  'Visit the office with your original card',
  'Return the borrowed books first',
  'Clear the mess bill of the last month',
  'Documents verified',
  'Thesis copy not submitted',
  'Fine to be paid at the bank',
];
const VENUES: Record<string, string> = {
  card: 'Card Office, Admin Block',
  hostels: 'Hostel Warden Office',
  libraries: 'Library Circulation Desk',
  treasurer: 'Treasurer Office, Counter 3',
};

type Plan = 'new' | 'progress' | 'approved' | 'rejected';
const planOf = (rng: Rng): Plan => {
  const x = rng.next();
  return x < 0.28 ? 'new' : x < 0.75 ? 'progress' : x < 0.93 ? 'approved' : 'rejected';
};

/** Statuses of every row of one request, consistent with. */
function rowStatuses(rng: Rng, plan: Plan, deptIds: number[], libraryDept: number): Map<number, number> {
  const st = new Map(deptIds.map((d) => [d, S.PENDING as number]));
  if (plan === 'new') return st;
  if (plan === 'approved') {
    for (const d of deptIds) st.set(d, S.APPROVED);
    return st;
  }
  for (const d of deptIds) {
    if (d === DEPT.EXAMINATION || isDepartmentalLibrary(d)) continue;
    const x = rng.next();
    if (d === DEPT.MAIN_LIBRARY && isDepartmentalLibrary(libraryDept)) st.set(d, x < 0.3 ? S.PENDING : x < 0.65 ? FORWARD_FOR[libraryDept] : S.APPROVED);
    else if (isAcademicDept(d)) st.set(d, rng.pick([S.PENDING, S.VERIFYING, S.FORWARDED_TO_HOD, S.THESIS_MISSING, S.RETURNED_TO_IT, S.APPROVED, S.APPROVED]));
    else st.set(d, x < 0.35 ? S.PENDING : x < 0.5 ? rng.pick([S.VERIFYING, S.IN_PROGRESS]) : S.APPROVED);
  }
  if (isDepartmentalLibrary(libraryDept)) {
    const main = st.get(DEPT.MAIN_LIBRARY)!;
    st.set(libraryDept, main === S.APPROVED ? S.APPROVED : main === S.PENDING ? S.PENDING : rng.pick([S.PENDING, S.IN_PROGRESS, S.BOOKS_PENDING]));
  }
  if (plan === 'rejected') {
    const candidates = deptIds.filter((d) => d !== DEPT.EXAMINATION && !isDepartmentalLibrary(d) && d !== DEPT.MAIN_LIBRARY && !isAcademicDept(d));
    st.set(rng.pick(candidates), S.REJECTED);
  }
  return st;
}

/**
 * Demo clearance applications (about a quarter of ctx.requests) in every state, with their rows,
 * challans (some paid) and the built-in fee system's ledger and locks. Bulk inserts only.
 */
export async function seedClearance(ctx: SeedContext): Promise<void> {
  const { db, rng, now } = ctx;
  const currentYear = now.getFullYear();
  const want = Math.round(ctx.requests * CLEARANCE_SHARE);
  const pool = ctx.studentIds.slice(RESERVED_DEMO_STUDENTS);
  if (!want || !pool.length) return;

  const deptName = new Map((await db.select().from(departments)).map((d) => [d.D_ID, d.D_NM]));
  const majorName = new Map((await db.select().from(majors)).map((m) => [m.MAJ_ID, m.NAME]));
  const cols = {
    ID: students.ID,
    ROLNO: students.ROLNO,
    NM: students.NM,
    F_NM: students.F_NM,
    F_CONTACT: students.F_CONTACT,
    PH1: students.PH1,
    ADD1: students.ADD1,
    C_CODE: students.C_CODE,
    MAJ_ID: students.MAJ_ID,
    SE_ID: students.SE_ID,
    YEAR: students.YEAR,
    RN: students.RN,
    D_ID: students.D_ID,
    CLASS: students.CLASS,
    SESSION: students.SESSION,
  };
  // Every student of the pool (one application each), the ones past their first year.
  const read = await readByIds(pool, (part) => db.select(cols).from(students).where(and(inArray(students.ID, part), ne(students.YEAR, currentYear))), {
    enough: (rows) => rows.length >= want,
  });
  const chosen = read.slice(0, want) as (typeof students.$inferSelect)[];

  const plans = chosen.map((s) => {
    const libraryDept = rng.chance(0.55) ? DEPT.MAIN_LIBRARY : LIBRARY_CHOICES[rng.int(2, 4)];
    const hostelDept = rng.chance(0.35) ? rng.pick(HOSTEL_DEPTS) : null;
    const deptIds = clearanceRowDepartments({ libraryDept, hostelDept, academicDept: s.D_ID });
    const plan = planOf(rng);
    const statuses = rowStatuses(rng, plan, deptIds, libraryDept);
    const applied = new Date(now.getTime() - rng.next() * 400 * DAY);
    return { s, libraryDept, hostelDept, deptIds, plan, statuses, applied, cardPoss: rng.chance(0.88) };
  });

  const reqRows = plans.map((p) => {
    const states = p.deptIds.map((D_ID) => ({ D_ID, REQ_ID: p.statuses.get(D_ID)! }));
    return {
      STUDENT_ID: p.s.ID,
      C_CODE: p.s.C_CODE,
      MAJ_ID: p.s.MAJ_ID,
      SE_ID: p.s.SE_ID,
      YEAR: p.s.YEAR,
      RN: p.s.RN,
      STD_ROLLNO: p.s.ROLNO,
      STD_NAME: p.s.NM,
      F_NAME: p.s.F_NM,
      PH1: p.s.PH1,
      PH2: p.s.F_CONTACT,
      DEPT_ID: p.s.D_ID,
      DEPT: deptName.get(p.s.D_ID) ?? '',
      CLASS: p.s.CLASS,
      SESSION: p.s.SESSION,
      PRINTTITLE: majorName.get(p.s.MAJ_ID) ?? '',
      ADDRESS: p.s.ADD1,
      MAIL_ADDRESS: rng.chance(0.7) ? p.s.ADD1 : address(rng),
      D_ID: p.libraryDept,
      LIB_NAME: p.libraryDept === DEPT.MAIN_LIBRARY ? OFFICE_NAMES[DEPT.MAIN_LIBRARY] : (OFFICE_NAMES[p.libraryDept] ?? ''),
      HOSTEL_ID: p.hostelDept,
      HOSTEL_NAME: p.hostelDept != null ? OFFICE_NAMES[p.hostelDept] : null,
      REASON: rng.pick(CLEARANCE_REASONS),
      STD_CARD_POSSESSION: p.cardPoss,
      APPLY_DATE: p.applied,
      REQ_STATUS: overallStatus(states),
      ROWS_APPROVED: states.filter((r) => r.REQ_ID === S.APPROVED).length,
      ROWS_TOTAL: states.length,
      VERIFY_CODE: makeVerifyCode(),
      UPDATED_AT: p.applied,
    };
  });
  const inserted = (await insertJson(db, clearanceRequests, reqRows, 't_id', ctx.progress('clearance requests'))).map((r) => ({ T_ID: Number(r.t_id) }));

  const rowValues: (typeof clearanceRows.$inferInsert)[] = [];
  const challanValues: (typeof challans.$inferInsert & { _student: number })[] = [];
  plans.forEach((p, i) => {
    const T_ID = inserted[i].T_ID;
    // Challans: a department with a challan either has it paid (and may have approved) or waits for it.
    for (const d of p.deptIds) {
      const group = challanGroupOfDept(d);
      if (!group || group === 'card' || p.plan === 'new' || !rng.chance(0.18)) continue;
      const approved = p.statuses.get(d) === S.APPROVED;
      const paid = approved || rng.chance(0.4);
      const head = rng.pick(HEADS_BY_GROUP[group]);
      const amount = rng.pick([300, 500, 750, 1200, 2500, 4000, 6500]);
      if (!paid) p.statuses.set(d, rng.pick(PENDING_BY_GROUP[group]));
      const created = rng.daysAfter(p.applied, 1, 10, now);
      challanValues.push({
        _student: p.s.ID,
        STUDENT_ID: p.s.ID,
        T_ID,
        D_ID: d,
        CHALLAN_TYPE: head.REQ_ID,
        DES: head.REQ_DEF,
        BAL: amount,
        DUE_DT: addDays(created, CHALLAN_DUE_DAYS),
        PAID: paid ? amount : 0,
        PAID_AT: paid ? rng.daysAfter(created, 1, 9, now) : null,
        VERIFY_CODE: makeVerifyCode(),
        CREATED_AT: created,
      });
    }
    if (!p.cardPoss) {
      const paid = p.statuses.get(DEPT.CARD_OFFICE) === S.APPROVED;
      if (!paid && p.plan !== 'new') p.statuses.set(DEPT.CARD_OFFICE, S.CARD_NOT_RETURNED);
      const amount = DEFAULT_DUES.find((x) => x.code === 'SCC')!.amount;
      challanValues.push({
        _student: p.s.ID,
        STUDENT_ID: p.s.ID,
        T_ID,
        D_ID: DEPT.CARD_OFFICE,
        CHALLAN_TYPE: CARD_CHALLAN_TYPE,
        DES: HEAD('Student Card Charges').REQ_DEF,
        BAL: amount,
        DUE_DT: addDays(p.applied, CHALLAN_DUE_DAYS),
        PAID: paid ? amount : 0,
        PAID_AT: paid ? rng.daysAfter(p.applied, 3, 3, now) : null,
        VERIFY_CODE: makeVerifyCode(),
        CREATED_AT: p.applied,
      });
    }
    for (const D_ID of p.deptIds) {
      const REQ_ID = p.statuses.get(D_ID)!;
      const group = challanGroupOfDept(D_ID) ?? 'card';
      const touched = REQ_ID !== S.PENDING;
      rowValues.push({
        T_ID,
        D_ID,
        REQ_ID,
        VENUE: touched && rng.chance(0.6) ? (VENUES[group] ?? `${deptName.get(D_ID) ?? ''} Office`) : '',
        COMMENT: REQ_ID === S.REJECTED ? rng.pick(COMMENTS) : touched && REQ_ID !== S.APPROVED && rng.chance(0.5) ? rng.pick(COMMENTS) : '',
        DATE: touched ? new Date(Math.min(now.getTime(), p.applied.getTime() + rng.int(1, 30) * DAY)) : p.applied,
        APPLY_DATE: p.applied,
      });
    }
  });
  // Statuses may have changed with the challans: keep the request's summary in step.
  await insertJson(db, clearanceRows, rowValues, undefined, ctx.progress('clearance rows'), 10000);
  const challanIds = (
    await insertJson(
      db,
      challans,
      challanValues.map(({ _student: _s, ...c }) => c),
      'challan_id',
      ctx.progress('challans'),
    )
  ).map((r) => ({ CHALLAN_ID: Number(r.challan_id) }));
  await fixSummaries(
    ctx,
    inserted.map((r) => r.T_ID),
    plans,
  );

  // The built-in fee system's ledger: tuition paid, some unpaid, adjustments, fines, refunds; paid challans.
  const ledger: (typeof feeLedger.$inferInsert)[] = [];
  const locks: (typeof feeLocks.$inferInsert)[] = [];
  let chNo = 700_000;
  for (const p of plans) {
    const installments = rng.int(1, 4);
    for (let k = 1; k <= installments; k++) {
      const paidOn = new Date(p.applied.getTime() - (installments - k + 1) * 120 * DAY);
      const no = chNo++;
      // A payment of installment k on challan `no` (a second, smaller one now and then, five days later).
      const paid = (AMOUNT: number, ENTRY_DATE: Date) =>
        ledger.push({ STUDENT_ID: p.s.ID, KIND: 'paid', CH_NO: no, INST_NO: k, DES: `Tuition Fee Installment ${k}`, AMOUNT, ENTRY_DATE });
      paid(rng.pick([28000, 32000, 35500]), paidOn);
      if (rng.chance(0.2)) paid(rng.pick([500, 1500]), new Date(paidOn.getTime() + 5 * DAY));
    }
    const treasurerApproved = p.statuses.get(DEPT.TREASURER) === S.APPROVED;
    if (!treasurerApproved && rng.chance(0.15))
      ledger.push({
        STUDENT_ID: p.s.ID,
        KIND: 'unpaid',
        DES: 'Tuition Fee Arrears',
        AMOUNT: rng.pick([5000, 12000, 31000]),
        DUE_DATE: new Date(now.getTime() + rng.int(-30, 30) * DAY),
      });
    if (rng.chance(0.15))
      ledger.push({
        STUDENT_ID: p.s.ID,
        KIND: 'adjustment',
        DES: 'Fee concession',
        AMOUNT: 0,
        DETAIL: {
          fee_conc_des: 'Merit Scholarship Concession',
          fee_conc_dt: formatDateInput(addDays(p.applied, -200)),
          fee_conc_amnt: 5000,
          dues_adj_des: null,
          dues_adj_amnt: 0,
          schp_des: rng.chance(0.5) ? 'Ehsaas Undergraduate Scholarship' : null,
          schp_dt: formatDateInput(addDays(p.applied, -150)),
          schp_dues_amnt: rng.chance(0.5) ? 15000 : 0,
          ActAmnt: 35500,
          payableAmnt: 30500,
        },
      });
    if (!treasurerApproved && rng.chance(0.05))
      ledger.push({
        STUDENT_ID: p.s.ID,
        KIND: 'outstanding',
        REF_ID: chNo++,
        DES: 'Library fine',
        AMOUNT: rng.pick([200, 500]),
        ENTRY_DATE: new Date(p.applied.getTime() - 20 * DAY),
      });
    if (rng.chance(0.06))
      ledger.push({
        STUDENT_ID: p.s.ID,
        KIND: 'refund',
        REF_ID: chNo++,
        DES: 'Security refund',
        AMOUNT: rng.pick([3000, 5000]),
        ENTRY_DATE: rng.daysAfter(p.applied, 40, 40, now),
      });
    if (!treasurerApproved && rng.chance(0.03)) locks.push({ STUDENT_ID: p.s.ID, STUDENT_LOC: 1, LOCK_STATUS: 'Locked' });
  }
  challanValues.forEach((c, i) => {
    if (c.PAID)
      ledger.push({ STUDENT_ID: c._student, KIND: 'paid', CH_NO: challanIds[i].CHALLAN_ID, INST_NO: 1, DES: c.DES, AMOUNT: c.BAL, ENTRY_DATE: c.PAID_AT });
  });
  await insertJson(db, feeLedger, ledger, undefined, ctx.progress('fee ledger'), 10000);
  if (locks.length) await insertJson(db, feeLocks, locks);
  // Fresh statistics so the lists' queries use their indexes straight away.
  await db.execute(sql`analyze clearance_requests, clearance_rows, challans, fee_ledger`);
}

/** Re-states REQ_STATUS and ROWS_APPROVED where challans moved a row off Approved (one statement per state). */
async function fixSummaries(ctx: SeedContext, tIds: number[], plans: { deptIds: number[]; statuses: Map<number, number> }[]) {
  const groups = new Map<string, number[]>();
  plans.forEach((p, i) => {
    const states = p.deptIds.map((D_ID) => ({ D_ID, REQ_ID: p.statuses.get(D_ID)! }));
    const key = `${overallStatus(states)}:${states.filter((r) => r.REQ_ID === S.APPROVED).length}`;
    const list = groups.get(key);
    if (list) list.push(tIds[i]);
    else groups.set(key, [tIds[i]]);
  });
  for (const [key, ids] of groups) {
    const [status, approved] = key.split(':').map(Number);
    for (const part of chunked(ids)) {
      await ctx.db.update(clearanceRequests).set({ REQ_STATUS: status, ROWS_APPROVED: approved }).where(inArray(clearanceRequests.T_ID, part));
    }
  }
}
