import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { createTestApp, type TestApp } from '../test/app.js';
import { rowsOf } from './client.js';
import { clearanceRequests, eventRegistrations, mailOutbox, students, studentSearch, transportRequests } from './schema/index.js';
import { contains } from '../lib/list-query.js';
import { transportSearch } from '../routes/transport/requests.repository.js';
import { cardListCount } from '../routes/id-cards/card-requests.repository.js';

/**
 * Every "contains" filter and free-text search is answered from a trigram index (migration 0002), on
 * PGlite and on PostgreSQL (TEST_DATABASE_URL). The test tables are small, so each plan is taken with
 * sequential scans switched off and, inside a transaction rolled back afterwards, without the btree
 * indexes on the same columns (on tiny tables the planner would read such an index whole instead): what
 * is left is whether the predicate, as the lists write it, can use its trigram index. A predicate no
 * index can serve (a `lower(column)`, a cast) shows a sequential scan and fails.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Btree indexes on the searched columns, left out of the plans. */
const BTREES = [
  'students_rolno_uq',
  'students_rolno_prefix_idx',
  'students_nm_lower_idx',
  'clearance_requests_rollno_idx',
  'clearance_requests_name_idx',
  // The card lists' own indexes: on a table of a few rows one of them, read whole, beats any lookup.
  'card_requests_open_list_idx',
  'card_requests_delivered_list_idx',
  'card_requests_list_idx',
  'card_requests_status_idx',
  'card_requests_student_idx',
];

class RollBack extends Error {}

async function planOf(query: SQL): Promise<string> {
  let plan = '';
  await t.db
    .transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const index of BTREES) await tx.execute(sql.raw(`drop index if exists ${index}`));
      const rows = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${query}`));
      plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      throw new RollBack();
    })
    .catch((err) => {
      if (!(err instanceof RollBack)) throw err;
    });
  return plan;
}

type Case = [string, PgTable, AnyPgColumn, string];

const filters: Case[] = [
  ['student name (ID cards, endowment, transport)', studentSearch, studentSearch.NM, 'student_search_nm_trgm_idx'],
  ['student roll number (endowment, transport)', studentSearch, studentSearch.ROLNO, 'student_search_rolno_trgm_idx'],
  ['student class (ID cards, endowment, transport)', studentSearch, studentSearch.CLASS, 'student_search_class_trgm_idx'],
  ['clearance student name', clearanceRequests, clearanceRequests.STD_NAME, 'clearance_requests_std_name_trgm_idx'],
  ['clearance roll number', clearanceRequests, clearanceRequests.STD_ROLLNO, 'clearance_requests_std_rollno_trgm_idx'],
  ['clearance class', clearanceRequests, clearanceRequests.CLASS, 'clearance_requests_class_trgm_idx'],
  ['clearance number', clearanceRequests, clearanceRequests.CLR_ID, 'clearance_requests_clr_id_trgm_idx'],
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

  it('student_search follows the students: added, renamed, moved to another class, removed', async () => {
    const [added] = await t.db
      .insert(students)
      .values({ ROLNO: 'SEARCH-1', NM: 'Zarmeena Qadir', CLASS: 'BS Physics 1', C_CODE: 9, MAJ_ID: 11, SE_ID: 9, YEAR: 2026, RN: 9191, D_ID: 201, SESSION: '2026-2030' })
      .returning({ ID: students.ID });
    const copy = async () => (await t.db.select().from(studentSearch).where(sql`${studentSearch.ID} = ${added.ID}`))[0];
    expect(await copy()).toEqual({ ID: added.ID, NM: 'Zarmeena Qadir', ROLNO: 'SEARCH-1', CLASS: 'BS Physics 1' });
    await t.db.update(students).set({ NM: 'Zarmeena Khan', CLASS: 'BS Physics 3', ROLNO: 'SEARCH-2' }).where(sql`${students.ID} = ${added.ID}`);
    expect(await copy()).toEqual({ ID: added.ID, NM: 'Zarmeena Khan', ROLNO: 'SEARCH-2', CLASS: 'BS Physics 3' });
    // A change of other columns leaves the copy as it is; a removed student leaves none.
    await t.db.update(students).set({ PH1: '03001112223' }).where(sql`${students.ID} = ${added.ID}`);
    expect((await copy()).NM).toBe('Zarmeena Khan');
    await t.db.delete(students).where(sql`${students.ID} = ${added.ID}`);
    expect(await copy()).toBeUndefined();
  });

  it('a lower(column) filter is not served (the plan check can fail)', async () => {
    expect(await planOf(sql`select 1 from ${studentSearch} where lower(${studentSearch.NM}) like '%khan%'`)).not.toContain('student_search_nm_trgm_idx');
  });

  it('the transport free-text search reads the requests by index, the students by their trigram indexes', async () => {
    const plan = await planOf(sql`select count(*) from ${transportRequests} where ${transportSearch('khan')}`);
    expect(plan).toContain('Bitmap Index Scan on transport_requests_id_text_trgm_idx');
    expect(plan).toContain('Bitmap Index Scan on student_search_nm_trgm_idx');
    expect(plan).toContain('Bitmap Index Scan on student_search_rolno_trgm_idx');
    expect(plan).not.toMatch(/on students\b/);
  });

  it('an ID-card list filtered by name counts from the student_search trigram index and card_requests_by_student_idx alone', async () => {
    const plan = await planOf(cardListCount(t.db, { cardType: 1, pageSize: 10, filters: { STD_NAME: 'khan' } }).getSQL());
    expect(plan).toContain('Bitmap Index Scan on student_search_nm_trgm_idx');
    expect(plan).toMatch(/Index (Only )?Scan using card_requests_by_student_idx/);
    expect(plan).not.toContain('Join');
  });
});
