import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, Placeholder, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { createTestApp, type TestApp } from '../test/app.js';
import { rowsOf } from './client.js';
import {
  busRoutes,
  busStops,
  cardRequests,
  clearanceRequests,
  eftApplications,
  eftSchedules,
  eventRegistrations,
  mailOutbox,
  requestStatuses,
  students,
  studentSearch,
  transportRequests,
} from './schema/index.js';
import { contains, likePattern } from './list-query.js';
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

/** `query` with its placeholders (a prepared list's values) given as parameters, for EXPLAIN. */
function bound(query: SQL, values: Record<string, unknown>): SQL {
  return new SQL(query.queryChunks.map((chunk) => (chunk instanceof Placeholder ? sql`${values[chunk.name]}` : chunk instanceof SQL ? bound(chunk, values) : chunk)));
}

async function planOf(query: SQL, alsoWithout: string[] = []): Promise<string> {
  let plan = '';
  await t.db
    .transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const index of [...BTREES, ...alsoWithout]) await tx.execute(sql.raw(`drop index if exists ${index}`));
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
  ['student name (transport)', studentSearch, studentSearch.NM, 'student_search_nm_trgm_idx'],
  ['endowment applicant name', eftApplications, eftApplications.STD_NM, 'eft_applications_std_nm_trgm_idx'],
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

  it('the transport free-text search is one trigram match on the requests themselves', async () => {
    const plan = await planOf(sql`select count(*) from ${transportRequests} where ${transportSearch(likePattern('khan'))}`);
    expect(plan).toContain('Bitmap Index Scan on transport_requests_search_trgm_idx');
    expect(plan).not.toContain('Join');
    expect(plan).not.toMatch(/on (students|student_search)\b/);
  });

  it.each([
    ['not yet delivered', 1 as const, 'card_requests_open_std_nm_trgm_idx'],
    ['delivered', 5 as const, 'card_requests_delivered_std_nm_trgm_idx'],
  ])("an ID-card list (%s) filtered by name counts from its own rows' name index, without a join", async (_list, cardType, index) => {
    const { query, values } = cardListCount(t.db, { cardType, pageSize: 10, filters: { STD_NAME: 'khan' } });
    expect(values).toEqual({ STD_NAME: '%khan%' });
    // Without the btree that covers a card list's columns: on a few rows, reading it whole wins.
    const plan = await planOf(bound(query.getSQL(), values), ['card_requests_by_student_idx']);
    expect(plan).toContain(`Bitmap Index Scan on ${index}`);
    expect(plan).not.toContain('Join');
    expect(plan).not.toMatch(/on (students|student_search)\b/);
  });

  it('Deleted Requests filtered by name read the deleted rows\' name index', async () => {
    // Without the deleted lists' btrees: on the few deleted rows of the test data, reading them whole wins.
    const btrees = ['card_requests_deleted_idx', 'card_requests_deleted_open_list_idx', 'card_requests_deleted_delivered_list_idx'];
    const plan = await planOf(sql`select 1 from card_requests where deleted_at is not null and ${contains(sql`std_nm`, 'khan')}`, btrees);
    expect(plan).toContain('Bitmap Index Scan on card_requests_deleted_std_nm_trgm_idx');
  });

  it('an ID-card list filtered by class counts from the student_search trigram index and card_requests_by_student_idx alone', async () => {
    const { query, values } = cardListCount(t.db, { cardType: 1, pageSize: 10, filters: { CLASS: 'bs' } });
    expect(values).toEqual({ CLASS: '%bs%' });
    const plan = await planOf(bound(query.getSQL(), values));
    expect(plan).toContain('Bitmap Index Scan on student_search_class_trgm_idx');
    expect(plan).toMatch(/Index (Only )?Scan using card_requests_by_student_idx/);
    expect(plan).not.toContain('Join');
  });

  it('the requests\' search copies follow their student, route, stop and status', async () => {
    const [student] = await t.db
      .insert(students)
      .values({ ROLNO: 'SEARCH-3', NM: 'Noor Fatima', CLASS: 'BS Physics 1', C_CODE: 9, MAJ_ID: 11, SE_ID: 9, YEAR: 2026, RN: 9192, D_ID: 201, SESSION: '2026-2030' })
      .returning({ ID: students.ID });
    const [route] = await t.db.insert(busRoutes).values({ ROUTE_NO: 'S-91', ROUTE_NAME: 'Canal Road' }).returning();
    const [stop] = await t.db.insert(busStops).values({ ROUTE_ID: route.ROUTE_ID, STOP_NAME: 'Thokar Niaz Baig' }).returning();
    const [card] = await t.db.insert(cardRequests).values({ STUDENT_ID: student.ID, CARD_TYPE: 1 }).returning();
    const [request] = await t.db.insert(transportRequests).values({ STUDENT_ID: student.ID, ROUTE_ID: route.ROUTE_ID, STOP_ID: stop.STOP_ID }).returning();
    const [schedule] = await t.db.insert(eftSchedules).values({ TITLE: 'Search', OPENS_AT: new Date(), CLOSES_AT: new Date(Date.now() + 86_400_000) }).returning();
    const doc = Buffer.from('%PDF-1.4');
    const [application] = await t.db
      .insert(eftApplications)
      .values({ SCHEDULE_ID: schedule.ID, STUDENT_ID: student.ID, HOUSEHOLD_INCOME: 1, DEPENDANTS: 1, GUARDIAN_OCCUPATION: 'x', REASON: 'r', DOC: doc, DOC_NAME: 'a.pdf', DOC_TYPE: 'application/pdf', DOC_SIZE: doc.length })
      .returning();
    const applicantName = async () => (await t.db.select({ n: eftApplications.STD_NM }).from(eftApplications).where(sql`${eftApplications.ID} = ${application.ID}`))[0].n;
    const [status] = await t.db.select().from(requestStatuses).where(sql`${requestStatuses.REQ_ID} = ${request.REQ_STATUS}`);
    const cardName = async () => (await t.db.select({ n: cardRequests.STD_NM }).from(cardRequests).where(sql`${cardRequests.TRANS_ID} = ${card.TRANS_ID}`))[0].n;
    const searchText = async () =>
      (await t.db.select({ s: transportRequests.SEARCH_TEXT }).from(transportRequests).where(sql`${transportRequests.TRANS_ID} = ${request.TRANS_ID}`))[0].s.split('\u001f');
    expect(await cardName()).toBe('Noor Fatima');
    expect(await applicantName()).toBe('Noor Fatima');
    expect(await searchText()).toEqual([String(request.TRANS_ID), 'Noor Fatima', 'SEARCH-3', 'S-91', 'Canal Road', 'Thokar Niaz Baig', status.REQ_DEF]);

    await t.db.update(students).set({ NM: 'Noor Khan', ROLNO: 'SEARCH-4' }).where(sql`${students.ID} = ${student.ID}`);
    await t.db.update(busRoutes).set({ ROUTE_NAME: 'Ferozepur Road' }).where(sql`${busRoutes.ROUTE_ID} = ${route.ROUTE_ID}`);
    await t.db.update(busStops).set({ STOP_NAME: 'Kalma Chowk' }).where(sql`${busStops.STOP_ID} = ${stop.STOP_ID}`);
    const [other] = await t.db.select().from(requestStatuses).where(sql`${requestStatuses.REQ_ID} <> ${request.REQ_STATUS}`).limit(1);
    await t.db.update(transportRequests).set({ REQ_STATUS: other.REQ_ID }).where(sql`${transportRequests.TRANS_ID} = ${request.TRANS_ID}`);
    expect(await cardName()).toBe('Noor Khan');
    expect(await applicantName()).toBe('Noor Khan');
    expect(await searchText()).toEqual([String(request.TRANS_ID), 'Noor Khan', 'SEARCH-4', 'S-91', 'Ferozepur Road', 'Kalma Chowk', other.REQ_DEF]);

    // A status renamed: its requests are found by the new name. Other columns leave the copies alone.
    await t.db.update(requestStatuses).set({ REQ_DEF: `${other.REQ_DEF} (renamed)` }).where(sql`${requestStatuses.REQ_ID} = ${other.REQ_ID}`);
    expect((await searchText()).at(-1)).toBe(`${other.REQ_DEF} (renamed)`);
    await t.db.update(requestStatuses).set({ REQ_DEF: other.REQ_DEF }).where(sql`${requestStatuses.REQ_ID} = ${other.REQ_ID}`);
    await t.db.update(students).set({ PH1: '03001112224' }).where(sql`${students.ID} = ${student.ID}`);
    expect(await cardName()).toBe('Noor Khan');
    const found = await t.db.select({ n: count() }).from(transportRequests).where(transportSearch(likePattern('kalma chowk')));
    expect(found[0].n).toBeGreaterThanOrEqual(1);
  });
});
