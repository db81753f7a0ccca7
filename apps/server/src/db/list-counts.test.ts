import { STATUS as S } from '@portal/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION, buildClearanceStaff, type ClearanceStaff, client } from '../test/clearance-helpers.js';
import { buildEvent } from '../test/event-factory.js';
import { makeRoute } from '../test/transport-helpers.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStudent } from '../test/factories.js';
import { rowsOf } from './client.js';
import { countedByKey, countedTotal, FOLD_AFTER_ROWS, foldListCounts } from './list-counts.js';
import { Rng } from '../seed/random.js';

/**
 * list_counts (migrations 0014, 0022 and 0027) against `count(*)` after a random mix of changes: inserts of one and of many
 * rows, status changes, soft deletes and restores, hard deletes (a student's requests go with the student),
 * a rolled-back transaction, and bulk decisions through the API. On PostgreSQL (TEST_DATABASE_URL) the
 * changes run four at a time on the pool's connections, and a connection of its own changes rows, ends, and
 * is folded.
 */
let t: TestApp;
let api: ReturnType<typeof client>;
let staff: ClearanceStaff;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  staff = await buildClearanceStaff(t);
});
afterAll(() => t.close());

type Key = { list: string; scope: number; state: number; n: number };
const keyed = (rows: { list: string; scope: number | string; state: number | string; n: number | string }[]): Key[] =>
  rows
    .map((r) => ({ list: r.list, scope: Number(r.scope), state: Number(r.state), n: Number(r.n) }))
    .sort((a, b) => a.list.localeCompare(b.list) || a.scope - b.scope || a.state - b.state);

/** What each list holds, counted from the tables themselves, by the keys the triggers use. */
async function counted(): Promise<Key[]> {
  const res = await t.db.execute(sql`
    select list, scope, state, count(*) as n from (
      select case when deleted_at is null then 'card_requests' else 'card_requests_deleted' end as list, card_type::int as scope, req_status as state from card_requests
      union all select 'clearance_rows', d_id, req_id from clearance_rows where not deleted
      union all select 'transport_requests', 0, req_status from transport_requests
      union all select 'eft_applications', 0, status from eft_applications
      union all select 'event_registrations', event_id, 0 from event_registrations
      union all select 'mail_outbox', 0, 0 from mail_outbox
      union all select 'students', maj_id, 0 from students
      union all select 'accounts', 0, list_counts_account_kind(role, admin) from accounts
    ) x group by 1, 2, 3`);
  return keyed(rowsOf(res));
}

/** What the counters say, summed over their slots (keys summing to zero are no rows). */
async function counters(): Promise<Key[]> {
  const res = await t.db.execute(sql`select list, scope, state, sum(n) as n from list_counts group by 1, 2, 3 having sum(n) <> 0`);
  return keyed(rowsOf(res));
}

const CARD_TYPES = [1, 2, 3, 7, 8];
const CARD_STATUSES = [S.SUBMITTED, S.PENDING, S.IMAGE_NOT_CLEAR, S.COMPLETE, S.DELIVERED];
const CLEARANCE_STATUSES = [S.PENDING, S.APPROVED, S.REJECTED];
const REQUEST_STATUSES = [S.SUBMITTED, S.PENDING, S.APPROVED, S.REJECTED, S.DELIVERED];

describe('list_counts', () => {
  it('equals count(*) after a random mix of changes, on every list, scope and state', async () => {
    const rng = new Rng(2028);
    const { route, stops } = await buildRoute();
    const event = await buildEvent(t.db, { stock: 10_000 });
    const [schedule] = rowsOf<{ id: number }>(
      await t.db.execute(
        sql`insert into eft_schedules (title, opens_at, closes_at) values ('Counted', now() - interval '1 day', now() + interval '1 day') returning id`,
      ),
    );
    const pool: number[] = [];
    for (let i = 0; i < 8; i++) pool.push((await buildStudent(t.db, { withPhoto: false })).student.ID);
    let ticket = 0;
    const some = <T>(items: T[], most: number) => items.filter(() => rng.chance(most / Math.max(items.length, 1)));
    const ids = async (table: string, id = 'id') => rowsOf<{ id: number }>(await t.db.execute(sql.raw(`select ${id} as id from ${table}`))).map((r) => r.id);
    const inList = (xs: number[]) => sql.raw(xs.length ? xs.join(', ') : 'null');

    const actions: (() => Promise<unknown>)[] = [
      // Card requests: one or several in a statement; status changes of several; soft delete, restore; hard delete.
      () =>
        t.db.execute(
          sql`insert into card_requests (student_id, card_type, req_status) select * from (values ${sql.join(
            Array.from({ length: rng.int(1, 3) }, () => sql`(${rng.pick(pool)}::int, ${rng.pick(CARD_TYPES)}::smallint, ${rng.pick(CARD_STATUSES)}::int)`),
            sql`, `,
          )}) v`,
        ),
      async () =>
        t.db.execute(
          sql`update card_requests set req_status = ${rng.pick(CARD_STATUSES)} where trans_id in (${inList(some(await ids('card_requests', 'trans_id'), 3))})`,
        ),
      async () => t.db.execute(sql`update card_requests set deleted_at = now() where trans_id in (${inList(some(await ids('card_requests', 'trans_id'), 2))})`),
      async () =>
        t.db.execute(
          sql`update card_requests set deleted_at = null where deleted_at is not null and trans_id in (${inList(some(await ids('card_requests', 'trans_id'), 3))})`,
        ),
      async () => t.db.execute(sql`delete from card_requests where trans_id in (${inList(some(await ids('card_requests', 'trans_id'), 1))})`),
      // A change rolled back leaves the counters as they were.
      () =>
        t.db
          .transaction(async (tx) => {
            await tx.execute(sql`insert into card_requests (student_id, card_type) values (${rng.pick(pool)}, 1)`);
            await tx.execute(sql`update card_requests set req_status = ${S.DELIVERED}`);
            throw new Error('rolled back');
          })
          .catch(() => {}),
      // Clearance: an application (its rows in one statement) through the API; row decisions; a request deleted and restored.
      async () => {
        const s = await buildStudent(t.db);
        const r = await api.post('/api/clearance-requests/student/new', s.user, APPLICATION);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
      },
      async () =>
        t.db.execute(sql`update clearance_rows set req_id = ${rng.pick(CLEARANCE_STATUSES)} where id in (${inList(some(await ids('clearance_rows'), 4))})`),
      async () => {
        const [one] = some(await ids('clearance_requests', 't_id'), 1);
        if (one != null) await t.db.execute(sql`update clearance_rows set deleted = ${rng.chance(0.6)} where t_id = ${one}`);
      },
      // Transport, endowment, events, mail: inserts, status changes, deletes.
      () =>
        t.db.execute(
          sql`insert into transport_requests (student_id, route_id, stop_id, req_status) values (${rng.pick(pool)}, ${route}, ${rng.pick(stops)}, ${rng.pick(REQUEST_STATUSES)})`,
        ),
      async () =>
        t.db.execute(
          sql`update transport_requests set req_status = ${rng.pick(REQUEST_STATUSES)} where trans_id in (${inList(some(await ids('transport_requests', 'trans_id'), 2))})`,
        ),
      async () => t.db.execute(sql`delete from transport_requests where trans_id in (${inList(some(await ids('transport_requests', 'trans_id'), 1))})`),
      () =>
        t.db.execute(sql`insert into eft_applications (schedule_id, student_id, household_income, dependants, guardian_occupation, reason, doc, doc_name, doc_type, doc_size, status)
          values (${schedule.id}, ${rng.pick(pool)}, 1, 1, 'x', 'r', '\\x25'::bytea, 'a.pdf', 'application/pdf', 1, ${rng.pick(REQUEST_STATUSES)})
          on conflict do nothing`),
      async () =>
        t.db.execute(sql`update eft_applications set status = ${rng.pick(REQUEST_STATUSES)} where id in (${inList(some(await ids('eft_applications'), 2))})`),
      async () => t.db.execute(sql`delete from eft_applications where id in (${inList(some(await ids('eft_applications'), 1))})`),
      () => {
        ticket += 1;
        return t.db.execute(sql`insert into event_registrations (event_id, ticket_no, name, email, cnic, phone, city, level_of_education, institution_name)
          values (${event.EVENT_ID}, ${ticket}, 'A', ${`a${ticket}@example.com`}, ${String(3520200000000 + ticket)}, '03001234567', 'Lahore', 'BS', 'GCU')`);
      },
      async () => t.db.execute(sql`delete from event_registrations where id in (${inList(some(await ids('event_registrations'), 1))})`),
      () =>
        t.db.execute(sql`insert into mail_outbox (to_address, subject, body_text) select 'a@example.com', 's', 't' from generate_series(1, ${rng.int(1, 3)})`),
      async () => t.db.execute(sql`delete from mail_outbox where id in (${inList(some(await ids('mail_outbox'), 1))})`),
      // A student removed: their card, transport and endowment requests go with them (cascades).
      async () => {
        const gone = pool.splice(rng.int(0, pool.length - 1), 1)[0];
        pool.push((await buildStudent(t.db, { withPhoto: false })).student.ID);
        await t.db.execute(sql`delete from students where id = ${gone}`);
      },
      // Students moved to another programme, several in one statement (or none: an update that moves nobody).
      async () => {
        const programmes = rowsOf<{ id: number }>(await t.db.execute(sql`select maj_id as id from majors`)).map((r) => r.id);
        await t.db.execute(sql`update students set maj_id = ${rng.pick(programmes)} where id in (${inList(some(pool, 2))})`);
      },
      // Bulk decisions through the API: the main library's rows, the card office's new cards.
      async () => {
        const T_IDs = some(
          rowsOf<{ t_id: number }>(await t.db.execute(sql`select t_id from clearance_rows where d_id = 406 and not deleted`)).map((r) => r.t_id),
          5,
        );
        if (T_IDs.length)
          expect(
            (await api.post('/api/admin/bulk-update', staff.library, { kind: 'clearance', T_IDs, STATUS: rng.pick([S.APPROVED, S.REJECTED]), COMMENT: 'Bulk' }))
              .status,
          ).toBe(200);
      },
      async () => {
        const T_IDs = some(
          rowsOf<{ id: number }>(
            await t.db.execute(sql`select trans_id as id from card_requests where deleted_at is null and card_type = 1 and req_status <> ${S.DELIVERED}`),
          ).map((r) => r.id),
          5,
        );
        if (T_IDs.length)
          expect((await api.post('/api/admin/bulk-update', staff.card, { kind: 'idcard', cardType: 1, T_IDs, STATUS: S.COMPLETE })).status).toBe(200);
      },
    ];

    // Four changes at a time: on PostgreSQL each on a connection of the pool, so the counters of several slots
    // move. A change refused by a unique index (two open requests of one student) changes no counter either.
    for (let round = 0; round < 60; round++) {
      await Promise.all(Array.from({ length: 4 }, () => rng.pick(actions)().catch(unlessUniqueViolation)));
      if (round % 15 === 14) expect(await counters()).toEqual(await counted());
    }
    const expected = await counted();
    expect(expected.length).toBeGreaterThan(10);
    expect(await counters()).toEqual(expected);

    // The lists' own totals, as the screens open them, from the counters.
    const all = (list: string, where: (k: Key) => boolean) => expected.filter((k) => k.list === list && where(k)).reduce((n, k) => n + k.n, 0);
    expect(await countedTotal(t.db, { list: 'card_requests', scope: 1, exceptStates: [S.DELIVERED] })).toBe(
      all('card_requests', (k) => k.scope === 1 && k.state !== S.DELIVERED),
    );
    expect(await countedTotal(t.db, { list: 'card_requests', states: [S.DELIVERED] })).toBe(all('card_requests', (k) => k.state === S.DELIVERED));
    expect(await countedTotal(t.db, { list: 'clearance_rows', scope: 406, states: [S.PENDING] })).toBe(
      all('clearance_rows', (k) => k.scope === 406 && k.state === S.PENDING),
    );
    expect(await countedTotal(t.db, { list: 'event_registrations', scope: event.EVENT_ID })).toBe(all('event_registrations', () => true));
    // The students of each programme, as the programmes list reads them.
    const enrolled = (await countedByKey(t.db, { list: 'students' })).map((k) => ({ list: 'students', ...k }));
    expect(keyed(enrolled)).toEqual(expected.filter((k) => k.list === 'students'));
    expect(enrolled.length).toBeGreaterThan(1);
    // Per key, as the insights read what waits with each office.
    const waiting = (await countedByKey(t.db, { list: 'clearance_rows', exceptStates: [S.APPROVED] })).map((k) => ({ list: 'clearance_rows', ...k }));
    expect(keyed(waiting)).toEqual(expected.filter((k) => k.list === 'clearance_rows' && k.state !== S.APPROVED));

    await foldListCounts(t.db);
    expect(await counters()).toEqual(expected);
  });

  it('a read that sums many rows folds the rows of ended connections in the background, its total unchanged', async () => {
    // Rows as ended connections leave them (process ids no live backend has), more than a read sums before folding.
    const slots = Array.from({ length: FOLD_AFTER_ROWS + 1 }, (_, i) => 4_000_000 + i);
    await t.db.execute(sql`insert into list_counts (list, scope, state, slot, n) select 'mail_outbox', 0, 0, s, 1 from unnest(${sql.param(slots)}::int[]) s`);
    await t.db.execute(
      sql`insert into list_counts (list, scope, state, slot, n) select 'mail_outbox', 0, 0, s, -1 from unnest(${sql.param(slots.map((s) => s + 1_000))}::int[]) s`,
    );
    const rows = async () => rowsOf(await t.db.execute(sql`select 1 from list_counts where list = 'mail_outbox'`)).length;
    const before = await countedTotal(t.db, { list: 'mail_outbox' });
    await expect.poll(rows).toBeLessThan(10);
    expect(await countedTotal(t.db, { list: 'mail_outbox' })).toBe(before);
    expect(before).toBe((await counted()).filter((k) => k.list === 'mail_outbox').reduce((n, k) => n + k.n, 0));
  });

  it.runIf(t_isPostgres())('a connection that has ended is folded into slot 0, totals unchanged', async () => {
    const url = (t.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    const pid = (await other.query('select pg_backend_pid() as pid')).rows[0].pid as number;
    await other.query(`insert into mail_outbox (to_address, subject, body_text) select 'b@example.com', 's', 't' from generate_series(1, 7)`);
    await other.end();
    const expected = await counted();
    // The server forgets the backend a moment after the client leaves.
    for (let i = 0; i < 50 && rowsOf(await t.db.execute(sql`select 1 from pg_stat_activity where pid = ${pid}`)).length; i++)
      await new Promise((r) => setTimeout(r, 100));
    const slotRows = async () => rowsOf(await t.db.execute(sql`select 1 from list_counts where slot = ${pid}`)).length;
    expect(await slotRows()).toBeGreaterThan(0);
    await foldListCounts(t.db);
    expect(await slotRows()).toBe(0);
    expect(await counters()).toEqual(expected);
  });
});

/** Swallows a unique violation (the statement failed as a whole); anything else fails the test. */
function unlessUniqueViolation(e: unknown) {
  for (let x = e as { code?: string; cause?: unknown } | undefined; x; x = x.cause as typeof x) if (x.code === '23505') return;
  throw e;
}

function t_isPostgres() {
  return !!process.env.TEST_DATABASE_URL;
}

async function buildRoute() {
  const { route, stops } = await makeRoute(t.db);
  return { route: route.ROUTE_ID, stops: stops.map((s) => s.STOP_ID) };
}
