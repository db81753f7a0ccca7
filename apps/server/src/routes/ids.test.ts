import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { IdSchema, isAllowed, MSG, type SessionUser, STATUS } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStudent } from '../test/factories.js';
import { clearanceRequests, clearanceRows, mailOutbox, notifications } from '../db/schema/index.js';
import { buildCallers, databaseDigest, giveRecords } from '../resilience/world.js';
import { APPLICATION, buildClearanceStaff, type ClearanceStaff } from '../test/clearance-helpers.js';

/**
 * Ids are read one way everywhere: a positive whole number, as a JSON integer or its canonical decimal
 * text (IdSchema). Every other spelling — `true`, `[36]`, "036", "+36", "36 ", "3.6e1", "0x10",
 * "0b100100" — is a 400 that changes nothing, in paths, query strings and bodies.
 */
let t: TestApp;
let staff: ClearanceStaff;
let callers: [string, SessionUser | null][];
/** Two clearance requests: the first (lowest T_ID, the one `true` used to reach) and a second. */
let first: number;
let second: number;
let studentUser: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await buildClearanceStaff(t);
  callers = await buildCallers(t);
  await giveRecords(t, callers.find(([n]) => n === 'student B')![1]!);
  for (let i = 0; i < 2; i++) {
    const { user } = await buildStudent(t.db);
    studentUser = user;
    await t.app.inject({ method: 'POST', url: '/api/clearance-requests/student/new', headers: await t.auth(user), payload: APPLICATION });
  }
  const ids = (await t.db.select({ T_ID: clearanceRequests.T_ID }).from(clearanceRequests).orderBy(clearanceRequests.T_ID)).map((r) => r.T_ID);
  [first, second] = [ids[0], ids[ids.length - 1]];
});
afterAll(() => t.close());

/** Spellings of an id a loose parser would read as a number. */
const LOOSE = (id: number): unknown[] => [true, [id], `0${id}`, `+${id}`, `${id} `, ` ${id}`, `${id}.0`, `${id / 10}e1`, `0x${id.toString(16)}`, `0b${id.toString(2)}`, `0o${id.toString(8)}`, 1.5, 0, -id, '', null];
/** The same, as they travel in a path. */
const LOOSE_IN_PATH = ['true', '%5B1%5D', '01', '%2B1', '1%20', '1.0', '1e0', '0x1', '0x10', '0b1', '1.5', '0', '-1', '2147483648', '99999999999999999999'];

const jsonOf = (schema: unknown) => (schema instanceof z.ZodType ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>) : null);
const ID_JSON = JSON.stringify(jsonOf(z.object({ x: IdSchema }))!.properties);

/** Fields named like a record's id. */
const ID_NAME = /^(id|ids|ID|T_IDs?|t_id|TRANS_ID|CHALLAN_ID|CH_ID|challanId|ROUTE_ID|STOP_ID|routeId|selectedBusRoute|eventId)$/;
/** Fields ending in "id" that are not a record's id, and how they are read instead. */
const NOT_RECORD_IDS: Record<string, string> = {
  SE_ID: 'a programme session code (codeSchema or, in transport paths, compared as text with the session)',
  MAJ_ID: 'a programme code (codeSchema)',
  CLR_ID: 'the printed reference text, only compared with the request',
  d_id: 'a library from the list (a strict integer)',
  hostel_id: 'a hostel from the list or null (a strict integer)',
  RF_ID: 'a card’s RF text',
  MACHINE_ID: 'a machine number text',
  D_ID: 'a department or office number (a strict integer within its range: offices, academic 200–399)',
  entityId: 'the audit search’s record: any entity’s id or code, matched as text',
  FM_ID: 'a staff member’s number in the university’s staff records (a strict positive integer), not a portal record',
  tran_auth_id: 'the bank’s authorisation id in the bill-payment protocol (6 characters; a malformed one is answered with code 04)',
};

describe('every route reads its ids with the one IdSchema', () => {
  it('in paths, query strings and bodies (arrays of ids included)', () => {
    const seen: string[] = [];
    for (const route of t.app.apiRoutes) {
      for (const part of ['params', 'querystring', 'body'] as const) {
        const json = jsonOf(route.schema?.[part]);
        const props = (json?.properties ?? {}) as Record<string, Record<string, unknown>>;
        for (const [name, prop] of Object.entries(props)) {
          if (!/id$|ids$/i.test(name)) continue;
          if (Object.hasOwn(NOT_RECORD_IDS, name)) continue;
          expect(name, `${route.method} ${route.url} ${part}.${name}: name it in ID_NAME or NOT_RECORD_IDS`).toMatch(ID_NAME);
          const read = prop.type === 'array' ? prop.items : prop;
          expect(JSON.stringify({ x: read }), `${route.method} ${route.url} ${part}.${name}`).toBe(ID_JSON);
          seen.push(`${route.method} ${route.url} ${part}.${name}`);
        }
      }
    }
    // Paths, bodies and arrays of ids are all among them.
    expect(seen).toContain('GET /api/clearance-requests/:T_ID params.T_ID');
    expect(seen).toContain('PATCH /api/clearance-requests/update body.T_ID');
    expect(seen).toContain('POST /api/notifications/read body.ids');
    expect(seen).toContain('POST /api/admin/bulk-update body.T_IDs');
    expect(seen).toContain('GET /api/admin/event-registrations querystring.eventId');
    expect(seen.length).toBeGreaterThan(30);
  });

  it('every id in a path refuses a loose spelling with 400, and nothing changes', async () => {
    const ctx = { duesAdminFmIds: t.config.DUES_ADMIN_FM_IDS };
    let tried = 0;
    for (const route of t.app.apiRoutes) {
      const names = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]).filter((n) => ID_NAME.test(n));
      if (!names.length) continue;
      const caller = callers.find(([, u]) => u !== null && isAllowed(route.access, u, ctx));
      if (!caller) continue;
      const headers = await t.auth(caller[1]!);
      for (const name of names) {
        for (const bad of LOOSE_IN_PATH) {
          const before = await databaseDigest(t);
          const url = route.url.replace(/:([A-Za-z_]+)/g, (_m, p: string) => (p === name ? bad : '1'));
          const res = await t.app.inject({ method: route.method as 'GET', url, headers });
          expect(res.statusCode, `${caller[0]} → ${route.method} ${url}: ${res.body.slice(0, 120)}`).toBe(400);
          expect(res.json().msg, `${route.method} ${url}`).not.toMatch(/^(Invalid|Expected)|: Invalid/);
          expect(await databaseDigest(t), `${route.method} ${url} changed the database`).toBe(before);
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThan(200);
  }, 120_000); // every route of the API, one after another: about 10 s alone, three times that on a busy machine
});

describe('PATCH /api/clearance-requests/update: a loose T_ID changes no request', () => {
  const rowOf = async (tId: number) => (await t.db.select().from(clearanceRows).where(eq(clearanceRows.T_ID, tId))).map((r) => [r.D_ID, r.REQ_ID, r.COMMENT]);
  const sent = async () => [(await t.db.select({ n: count() }).from(notifications))[0].n, (await t.db.select({ n: count() }).from(mailOutbox))[0].n];

  it.each([[true], [[1]], ['01'], ['+1'], ['1 '], ['1e0'], ['0x1'], ['0b1'], [1.0000001]])('T_ID %j → 400, the first request untouched, nobody told', async (T_ID) => {
    const [rowsBefore, sentBefore] = [await rowOf(first), await sent()];
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/clearance-requests/update',
      headers: await t.auth(staff.card),
      payload: { T_ID, STATUS: STATUS.REJECTED, COMMENT: 'Books not returned', VENUE: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg: MSG.badId });
    expect(await rowOf(first)).toEqual(rowsBefore);
    expect(await sent()).toEqual(sentBefore);
  });

  it('the canonical spellings still work: a JSON number or its digits', async () => {
    for (const T_ID of [second, String(second)]) {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/clearance-requests/update', headers: await t.auth(staff.card), payload: { T_ID, STATUS: STATUS.IN_PROGRESS, COMMENT: '', VENUE: '' } });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});

describe('GET /api/clearance-requests/:T_ID', () => {
  it('answers 0x10 and its kin with 400, not another request', async () => {
    for (const path of ['0x10', '016', '%2B16', '16%20', '1.6e1', '0b10000', 'true']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/clearance-requests/${path}`, headers: await t.auth(staff.exam) });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().msg).toBe(MSG.badId);
    }
    const ok = await t.app.inject({ method: 'GET', url: `/api/clearance-requests/${second}`, headers: await t.auth(staff.exam) });
    expect(ok.statusCode).toBe(200);
  });
});

describe('ids in other bodies', () => {
  it('refuses loose ids in notifications, bulk decisions, challans, transport and card calls; nothing changes', async () => {
    const card = callers.find(([n]) => n === 'card office 101')![1]!;
    const treasurer = callers.find(([n]) => n === 'treasurer 123')![1]!;
    const transport = callers.find(([n]) => n === 'transport 130')![1]!;
    const cases: [SessionUser, string, string, (id: unknown) => unknown][] = [
      [studentUser, 'POST', '/api/notifications/read', (id) => ({ ids: [id] })],
      [card, 'POST', '/api/admin/bulk-update', (id) => ({ kind: 'idcard', T_IDs: [id], STATUS: STATUS.IN_PROGRESS })],
      [card, 'POST', '/api/admin/update-idcard-requests', (id) => ({ T_ID: id })],
      [card, 'POST', '/api/admin/delete-idcard-request', (id) => ({ T_ID: id })],
      [treasurer, 'POST', '/api/clearance-requests/challans/recordPayment', (id) => ({ CHALLAN_ID: id })],
      [treasurer, 'POST', '/api/clearance-requests/deleteChallan', (id) => ({ CHALLAN_ID: id })],
      [transport, 'POST', '/api/admin/getRowData', (id) => ({ TRANS_ID: id })],
      [transport, 'POST', '/api/admin/delete-bus-route', (id) => ({ ROUTE_ID: id })],
      [transport, 'POST', '/api/admin/delete-stop', (id) => ({ STOP_ID: id })],
    ];
    for (const [user, method, url, bodyOf] of cases) {
      for (const bad of LOOSE(1)) {
        const before = await databaseDigest(t);
        const res = await t.app.inject({ method: method as 'POST', url, headers: await t.auth(user), payload: bodyOf(bad) as object });
        expect(res.statusCode, `${url} ${JSON.stringify(bad)}: ${res.body.slice(0, 120)}`).toBe(400);
        expect(await databaseDigest(t), `${url} ${JSON.stringify(bad)} changed the database`).toBe(before);
      }
    }
  });

  it('marks a notification read by its id as a number or its digits, not by a loose spelling', async () => {
    const [n] = await t.db.insert(notifications).values({ ACCOUNT_ID: studentUser.ID, KIND: 'clearance', TITLE: 'News', BODY: 'A change', LINK: '/home' }).returning();
    const headers = await t.auth(studentUser);
    const loose = await t.app.inject({ method: 'POST', url: '/api/notifications/read', headers, payload: { ids: [`0${n.ID}`] } });
    expect(loose.statusCode).toBe(400);
    expect(loose.json().msg).toBe(MSG.badId);
    const res = await t.app.inject({ method: 'POST', url: '/api/notifications/read', headers, payload: { ids: [String(n.ID)] } });
    expect(res.statusCode).toBe(200);
    const [after] = await t.db.select({ READ_AT: notifications.READ_AT }).from(notifications).where(eq(notifications.ID, n.ID));
    expect(after.READ_AT).not.toBeNull();
  });
});
