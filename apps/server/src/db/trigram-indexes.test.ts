import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStudent } from '../test/factories.js';
import { rowsOf } from './client.js';
import { clearanceRequests, eventRegistrations, mailOutbox, students, transportRequests } from './schema/index.js';
import { contains } from '../lib/list-query.js';
import { transportSearch } from '../routes/transport/requests.repository.js';

/**
 * Every "contains" filter and free-text search is answered from a trigram index (migration 0002).
 * Sequential scans are switched off for the plan, so a small table shows the index an ILIKE can use;
 * a predicate no index can serve (a `lower(column)`, a cast) still shows a sequential scan and fails.
 * The student and clearance checks need tables of realistic size (20,000 rows) to be costed as on real
 * data, where the trigram index beats a full read of a narrower btree: they run on PostgreSQL
 * (TEST_DATABASE_URL), where filling them takes a second; PGlite runs the same planner on the rest.
 */
const onPostgres = Boolean(inject('templateDatabaseUrl'));
const ROWS = 20_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  if (!onPostgres) return;
  const { student } = await buildStudent(t.db);
  await t.db.execute(sql`insert into students (rolno, nm, c_code, maj_id, se_id, year, rn, d_id, class, session)
    select 'R' || g || '-' || ${student.ROLNO}, 'Student ' || g, c_code, maj_id, se_id, year, rn + g, d_id, class || ' ' || (g % 40), session
    from students, generate_series(1, ${ROWS}) g where id = ${student.ID}`);
  await t.db.execute(sql`insert into clearance_requests (student_id, c_code, maj_id, se_id, year, rn, std_rollno, std_name, dept_id, dept, class, session, printtitle, mail_address, d_id, lib_name, reason, std_card_possession, verify_code)
    select s.id, s.c_code, s.maj_id, s.se_id, s.year, s.rn, s.rolno, s.nm, s.d_id, 'Dept', s.class, s.session, 'Title', 'Address', 406, 'Main Library', 'Degree completed', true, 'V' || s.id
    from students s where s.id <> ${student.ID}`);
  await t.db.execute(sql`analyze students`);
  await t.db.execute(sql`analyze clearance_requests`);
});
afterAll(() => t.close());

async function planOf(query: SQL): Promise<string> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${query}`));
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

type Case = [string, PgTable, AnyPgColumn, string];

const largeTableFilters: Case[] = [
  ['student name (ID cards, endowment, transport)', students, students.NM, 'students_nm_trgm_idx'],
  ['student roll number (endowment, transport)', students, students.ROLNO, 'students_rolno_trgm_idx'],
  ['student class (ID cards, endowment, transport)', students, students.CLASS, 'students_class_trgm_idx'],
  ['clearance student name', clearanceRequests, clearanceRequests.STD_NAME, 'clearance_requests_std_name_trgm_idx'],
  ['clearance roll number', clearanceRequests, clearanceRequests.STD_ROLLNO, 'clearance_requests_std_rollno_trgm_idx'],
  ['clearance class', clearanceRequests, clearanceRequests.CLASS, 'clearance_requests_class_trgm_idx'],
  ['clearance number', clearanceRequests, clearanceRequests.CLR_ID, 'clearance_requests_clr_id_trgm_idx'],
];

const filters: Case[] = [
  ['event registration name', eventRegistrations, eventRegistrations.NAME, 'event_registrations_name_trgm_idx'],
  ['event registration email', eventRegistrations, eventRegistrations.EMAIL, 'event_registrations_email_trgm_idx'],
  ['event registration CNIC', eventRegistrations, eventRegistrations.CNIC, 'event_registrations_cnic_trgm_idx'],
  ['event registration phone', eventRegistrations, eventRegistrations.PHONE, 'event_registrations_phone_trgm_idx'],
  ['event registration institution', eventRegistrations, eventRegistrations.INSTITUTION_NAME, 'event_registrations_institution_trgm_idx'],
  ['mail outbox recipient', mailOutbox, mailOutbox.TO, 'mail_outbox_to_trgm_idx'],
];

const planUsesIndex = async (_name: string, table: PgTable, column: AnyPgColumn, index: string) => {
  expect(await planOf(sql`select 1 from ${table} where ${contains(column, 'khan')}`)).toContain(`Bitmap Index Scan on ${index}`);
};

describe('contains filters use trigram indexes', () => {
  it.each(filters)('%s', planUsesIndex);

  it('a lower(column) filter is not served (the plan check can fail)', async () => {
    expect(await planOf(sql`select 1 from ${students} where lower(${students.NM}) like '%khan%'`)).not.toContain('students_nm_trgm_idx');
  });

});

describe.skipIf(!onPostgres)('contains filters over students and clearance requests use trigram indexes (PostgreSQL)', () => {
  it.each(largeTableFilters)('%s', planUsesIndex);

  it('the transport free-text search reads the requests by index, the students by their trigram indexes', async () => {
    const plan = await planOf(sql`select count(*) from ${transportRequests} where ${transportSearch('khan')}`);
    expect(plan).toContain('transport_requests_id_text_trgm_idx');
    expect(plan).toContain('students_nm_trgm_idx');
    expect(plan).toContain('students_rolno_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan on transport_requests/);
  });
});
