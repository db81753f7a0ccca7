import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DEPT, type SessionUser } from '@portal/domain';
import type { TestApp } from '../../test/app.js';
import { type CallAs, createAdminTestApp } from '../../test/admin-helpers.js';
import { auditLog } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';

let t: TestApp;
let admin: SessionUser;
let staff: SessionUser;
let student: SessionUser;
let call: CallAs;
const get = (url: string, as: SessionUser | null = admin) => call('GET', url, as);

beforeAll(async () => {
  ({ t, admin, staff, student, call } = await createAdminTestApp({
    admin: 'audit-admin',
    staffDept: DEPT.MAIN_LIBRARY,
    staff: { username: 'audit-librarian' },
  }));
  await t.db.delete(auditLog);
  // Changes a day apart (20 to 23 November), oldest first; the last made without signing in.
  await audit(t.db, staff, { entity: 'clearance_row', entityId: 7, action: 'update', before: { STATUS: 1 }, after: { STATUS: 2 } });
  await audit(t.db, staff, { entity: 'clearance_row', entityId: 8, action: 'update', before: { STATUS: 1 }, after: { STATUS: 3 } });
  await audit(t.db, admin, { entity: 'event', entityId: 'EWMS-2027', action: 'create', after: { NAME: '=cmd|calc' } });
  await audit(t.db, null, { entity: 'event_registration', entityId: 1, action: 'create' });
  const rows = await t.db.select().from(auditLog).orderBy(auditLog.ID);
  for (const [i, r] of rows.entries())
    await t.db
      .update(auditLog)
      .set({ AT: sql`${new Date(Date.UTC(2026, 10, 20 + i, 12))}` })
      .where(eq(auditLog.ID, r.ID));
});
afterAll(() => t.close());

describe('GET /api/admin/audit', () => {
  it('401 without a token, 403 for staff and students', async () => {
    expect((await get('/api/admin/audit', null)).statusCode).toBe(401);
    expect((await get('/api/admin/audit', staff)).statusCode).toBe(403);
    expect((await get('/api/admin/audit', student)).statusCode).toBe(403);
  });

  it('lists every change newest first, with before and after, paged on the server', async () => {
    const res = await get('/api/admin/audit?pageSize=10');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.rows.map((r: { ENTITY: string }) => r.ENTITY)).toEqual(['event_registration', 'event', 'clearance_row', 'clearance_row']);
    expect(body.rows[2]).toMatchObject({ ENTITY_ID: '8', ACTION: 'update', BEFORE: { STATUS: 1 }, AFTER: { STATUS: 3 } });
    const second = (await get('/api/admin/audit?pageSize=10&page=2')).json();
    expect(second.rows).toEqual([]);
  });

  it.each([
    ['actor=audit-librarian', ['8', '7']],
    ['actor=public', ['1']],
    ['actor=nobody-here', []],
    ['entity=clearance_row&entityId=7', ['7']],
    ['action=create', ['1', 'EWMS-2027']],
    ['from=2026-11-21&to=2026-11-22', ['EWMS-2027', '8']],
  ])('filters by %s', async (query, ids) => {
    const res = await get(`/api/admin/audit?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().rows.map((r: { ENTITY_ID: string }) => r.ENTITY_ID)).toEqual(ids);
  });

  it.each([
    ['from=2026-11-22&to=2026-11-21', 'from must not be after to'],
    ['from=22-11-2026', 'from and to must be dates (YYYY-MM-DD)'],
    ['pageSize=7', 'Page size must be 10, 20, 50 or 100'],
  ])('refuses %s with its message', async (query, msg) => {
    const res = await get(`/api/admin/audit?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });
});

describe('GET /api/admin/audit/export', () => {
  it('401 without a token, 403 for staff and students', async () => {
    expect((await get('/api/admin/audit/export', null)).statusCode).toBe(401);
    expect((await get('/api/admin/audit/export', staff)).statusCode).toBe(403);
    expect((await get('/api/admin/audit/export', student)).statusCode).toBe(403);
  });

  it('exports the search as CSV, newest first, a formula in a value made harmless', async () => {
    const res = await get('/api/admin/audit/export?entity=event');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('AT,ACTOR_NAME,ENTITY,ENTITY_ID,ACTION,BEFORE,AFTER');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('EWMS-2027,create');
    expect(lines[1]).toContain('"{""NAME"":""=cmd|calc""}"');
  });

  it('refuses bad input as the search does', async () => {
    expect((await get('/api/admin/audit/export?from=yesterday')).statusCode).toBe(400);
  });
});
