import { sql } from 'drizzle-orm';
import { DEPT, type SessionUser } from '@portal/domain';
import type { TestApp } from '../test/app.js';
import { buildAdmin, buildStaff, buildStudent, testJpeg } from '../test/factories.js';
import { cardRequests, eftSchedules } from '../db/schema/index.js';
import { makeRequest, makeRoute } from '../test/transport-helpers.js';
import { multipart } from '../test/multipart.js';

/** Every caller of the matrix: anonymous, two students, staff of every kind. */
export async function buildCallers(t: TestApp): Promise<[string, SessionUser | null][]> {
  const thisYear = new Date().getFullYear();
  const duesAdminFmId = t.config.DUES_ADMIN_FM_IDS[0];
  return [
    ['anonymous', null],
    ['student A', (await buildStudent(t.db, { YEAR: thisYear - 2, username: 'matrix-student-a' })).user],
    ['student B', (await buildStudent(t.db, { YEAR: thisYear - 2, username: 'matrix-student-b' })).user],
    ['card office 101', await buildStaff(t.db, DEPT.CARD_OFFICE)],
    ['examination 102', await buildStaff(t.db, DEPT.EXAMINATION)],
    ['treasurer 123', await buildStaff(t.db, DEPT.TREASURER)],
    ['hostels admin 405', await buildStaff(t.db, DEPT.HOSTELS_ADMIN)],
    ['hostel 407', await buildStaff(t.db, 407)],
    ['main library 406', await buildStaff(t.db, DEPT.MAIN_LIBRARY)],
    ['PG library 413', await buildStaff(t.db, DEPT.PG_LIBRARY)],
    ['HOD 201', await buildStaff(t.db, 201, { hod: true })],
    ['IT person 201', await buildStaff(t.db, 201, { it: true })],
    ['transport 130', await buildStaff(t.db, DEPT.TRANSPORT)],
    ['dues admin', await buildStaff(t.db, DEPT.CARD_OFFICE, { fmId: duesAdminFmId })],
    ['administrator', await buildAdmin(t.db)],
  ];
}

const rows = async (t: TestApp, query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** The records of one student, by every kind of id a path, query or body can carry. */
export interface VictimIds {
  user: SessionUser;
  /** Identifier values that must never appear in another student's answers. */
  markers: string[];
  ids: Record<string, (string | number)[]>;
}

/**
 * Gives `victim` one record of every kind (card request, transport request, clearance request and its
 * challans, endowment application) and answers their ids under the names routes use for them.
 */
export async function giveRecords(t: TestApp, victim: SessionUser): Promise<VictimIds> {
  const studentId = victim.STD_ID!;
  const auth = await t.auth(victim);
  const [card] = await t.db.insert(cardRequests).values({ STUDENT_ID: studentId, CARD_TYPE: 1, REQ_STATUS: 1 }).returning();
  const { route, stops } = await makeRoute(t.db);
  const transport = await makeRequest(t.db, studentId, route.ROUTE_ID, stops[0].STOP_ID, 1);
  await t.app.inject({ method: 'POST', url: '/api/clearance-requests/student/new', headers: auth, payload: { d_id: 413, hostel_id: 407, mail_address: 'House 5, Model Town, Lahore', reason: 'Degree Completion', card_poss: 1 } });
  await t.db.insert(eftSchedules).values({ TITLE: 'Matrix Endowment', OPENS_AT: new Date(Date.now() - 86_400_000), CLOSES_AT: new Date(Date.now() + 86_400_000) });
  const form = multipart({ HOUSEHOLD_INCOME: '42000', DEPENDANTS: '6', GUARDIAN_OCCUPATION: 'Shopkeeper', REASON: 'My father lost his job after the floods this year.' }, { name: 'doc.jpg', bytes: await testJpeg(), type: 'image/jpeg' });
  await t.app.inject({ method: 'POST', url: '/api/eft/apply', headers: { ...form.headers, ...auth }, payload: form.payload });
  const clearance = (await rows(t, sql`select t_id from clearance_requests where student_id = ${studentId}`)).map((r) => Number(r.t_id));
  await giveChallan(t, studentId, clearance[0]);
  const challans = (await rows(t, sql`select challan_id from challans where student_id = ${studentId}`)).map((r) => Number(r.challan_id));
  const eft = (await rows(t, sql`select id from eft_applications where student_id = ${studentId}`)).map((r) => Number(r.id));
  const [s] = await rows(t, sql`select rolno, nm, c_code, se_id, maj_id from students where id = ${studentId}`);
  return {
    user: victim,
    markers: [String(s.rolno), String(s.nm)],
    ids: {
      T_ID: [...clearance, card.TRANS_ID],
      t_id: [card.TRANS_ID],
      TRANS_ID: [transport.TRANS_ID, card.TRANS_ID],
      trans_id: [transport.TRANS_ID, card.TRANS_ID],
      ROLNO: [String(s.rolno)],
      rolno: [String(s.rolno)],
      C_CODE: [Number(s.c_code)],
      SE_ID: [Number(s.se_id)],
      MAJ_ID: [Number(s.maj_id)],
      challanId: challans,
      CHALLAN_ID: challans,
      id: [...eft, ...clearance],
      ID: [...eft],
      STUDENT_ID: [studentId],
      STD_ID: [studentId],
    },
  };
}

/** A digest of every row of `student` in every table that has a student_id column, and the student row. */
export async function studentDigest(t: TestApp, studentId: number): Promise<string> {
  const tables = await rows(t, sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'student_id' order by table_name`);
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const [r] = await rows(t, sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d from ${sql.identifier(String(table_name))} x where student_id = ${studentId}`);
    parts.push(`${table_name}:${r.d}`);
  }
  const [s] = await rows(t, sql`select md5(x::text) as d from students x where id = ${studentId}`);
  return `${parts.join(',')};students:${s.d}`;
}

/** Throttle counters (the shared rate-limit store on PostgreSQL): every request counts, refused ones too. */
const BOOKKEEPING_TABLES = ['rate_limits'];

/**
 * A digest of every table of the portal (public schema): each table's row count and newest row version
 * (`xmin`, set by every insert and update). Any insert, update or delete shows, and reading the rows'
 * bytes (photos) is not needed, so it is cheap enough to take around every fuzzed request.
 */
export async function databaseDigest(t: TestApp): Promise<string> {
  const tables = (await rows(t, sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%drizzle%' order by table_name`)).filter(
    ({ table_name }) => !BOOKKEEPING_TABLES.includes(String(table_name)),
  );
  const selects = tables.map(({ table_name }) => sql`select ${String(table_name)} as t, count(*) as n, coalesce(max(x.xmin::text::bigint), 0) as v from ${sql.identifier(String(table_name))} x`);
  const all = await rows(t, sql`${sql.join(selects, sql` union all `)}`);
  return all.map((r) => `${r.t}:${r.n}:${r.v}`).join(',');
}

/** A clearance challan of the student (raw SQL: the challan record's columns are still growing). */
async function giveChallan(t: TestApp, studentId: number, clearanceId: number | undefined) {
  if (clearanceId === undefined) return;
  const hasStudentColumn = (await rows(t, sql`select 1 from information_schema.columns where table_name = 'challans' and column_name = 'student_id'`)).length > 0;
  const code = `M${String(studentId).padStart(11, '0')}`;
  await t.db.execute(
    hasStudentColumn
      ? sql`insert into challans (t_id, student_id, d_id, challan_type, des, bal, due_dt, verify_code) select ${clearanceId}, ${studentId}, 123, min(req_id), 'Matrix fee', 500, now() + interval '10 days', ${code} from challan_heads`
      : sql`insert into challans (t_id, d_id, challan_type, des, bal, due_dt, verify_code) select ${clearanceId}, 123, min(req_id), 'Matrix fee', 500, now() + interval '10 days', ${code} from challan_heads`,
  );
}
