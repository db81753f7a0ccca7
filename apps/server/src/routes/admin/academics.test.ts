import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACADEMICS_MSG, DEFAULT_TARGET_DAYS, DEPT, MSG, type SessionUser } from '@portal/domain';
import type { TestApp } from '../../test/app.js';
import { type CallAs, createAdminTestApp } from '../../test/admin-helpers.js';
import { auditLog, departments, majors } from '../../db/schema/index.js';

let t: TestApp;
let admin: SessionUser;
let staff: SessionUser;
let student: SessionUser;
let callAs: CallAs;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, as: SessionUser | null = admin) => callAs(method, url, as, payload);
const dept = async (id: number) => (await t.db.select().from(departments).where(eq(departments.D_ID, id)))[0];
const programme = async (id: number) => (await t.db.select().from(majors).where(eq(majors.MAJ_ID, id)))[0];

beforeAll(async () => {
  // A student of BS Computer Science (programme 11).
  ({ t, admin, staff, student, call: callAs } = await createAdminTestApp({ staffDept: DEPT.EXAMINATION, staff: { hod: true }, student: { MAJ_ID: 11 } }));
});
afterAll(() => t.close());

describe('who may call', () => {
  it.each([
    ['GET', '/api/admin/departments', undefined],
    ['POST', '/api/admin/departments', { D_ID: 250, D_NM: 'Nobody' }],
    ['PATCH', '/api/admin/departments/201', { D_NM: 'Nobody' }],
    ['GET', '/api/admin/programmes', undefined],
    ['POST', '/api/admin/programmes', { MAJ_ID: 950, NAME: 'Nobody', SHORT: 'NOBODY', D_ID: 201, C_CODE: 2 }],
    ['PATCH', '/api/admin/programmes/11', { NAME: 'Nobody' }],
  ] as const)('%s %s: 401 without a token, 403 for staff and students, nothing changed', async (method, url, payload) => {
    expect((await call(method, url, payload, null)).statusCode).toBe(401);
    expect((await call(method, url, payload, staff)).statusCode).toBe(403);
    expect((await call(method, url, payload, student)).statusCode).toBe(403);
    expect(await dept(250)).toBeUndefined();
    expect((await dept(201)).D_NM).toBe('Computer Science');
    expect(await programme(950)).toBeUndefined();
    expect((await programme(11)).NAME).toBe('BS Computer Science');
  });
});

describe('departments', () => {
  it('lists offices and academic departments with their target days', async () => {
    const res = await call('GET', '/api/admin/departments');
    expect(res.statusCode).toBe(200);
    const cs = res.json().data.find((d: { D_ID: number }) => d.D_ID === 201);
    expect(cs).toMatchObject({ D_NM: 'Computer Science', KIND: 'academic', PROGRAMMES: 3, TARGET_DAYS: DEFAULT_TARGET_DAYS, TARGET_IS_DEFAULT: true });
    expect(res.json().data.some((d: { D_ID: number }) => d.D_ID === DEPT.CARD_OFFICE)).toBe(true);
  });

  it('adds an academic department, renames it and sets its target days, audited', async () => {
    expect((await call('POST', '/api/admin/departments', { D_ID: 212, D_NM: 'Geography' })).statusCode).toBe(200);
    expect((await call('PATCH', '/api/admin/departments/212', { D_NM: 'Geography and Planning', TARGET_DAYS: 7 })).statusCode).toBe(200);
    const row = (await call('GET', '/api/admin/departments')).json().data.find((d: { D_ID: number }) => d.D_ID === 212);
    expect(row).toMatchObject({ D_NM: 'Geography and Planning', TARGET_DAYS: 7, TARGET_IS_DEFAULT: false });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.ENTITY, 'department'));
    expect(entries.map((e) => [e.ENTITY_ID, e.ACTION, e.ACTOR_ID])).toEqual([
      ['212', 'create', admin.ID],
      ['212', 'update', admin.ID],
    ]);
  });

  it("sets an office's target days", async () => {
    expect((await call('PATCH', `/api/admin/departments/${DEPT.CARD_OFFICE}`, { TARGET_DAYS: 3 })).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/departments')).json().data.find((d: { D_ID: number }) => d.D_ID === DEPT.CARD_OFFICE).TARGET_DAYS).toBe(3);
  });

  it.each([
    ['POST', '/api/admin/departments', { D_ID: 201, D_NM: 'Again' }, 409, ACADEMICS_MSG.deptTaken],
    ['POST', '/api/admin/departments', { D_ID: 150, D_NM: 'Office' }, 400, ACADEMICS_MSG.deptId],
    ['PATCH', '/api/admin/departments/201', { TARGET_DAYS: 0 }, 400, ACADEMICS_MSG.targetDays],
    ['PATCH', '/api/admin/departments/201', {}, 400, MSG.nothingToChange],
    ['PATCH', '/api/admin/departments/999', { D_NM: 'Nowhere' }, 404, ACADEMICS_MSG.deptNotFound],
    ['PATCH', '/api/admin/departments/0201', { D_NM: 'Nowhere' }, 400, MSG.badId],
    ['PATCH', '/api/admin/programmes/1e1', { NAME: 'Nowhere' }, 400, MSG.badId],
  ] as const)('%s %s %j: %i with its message, nothing changed', async (method, url, body, status, msg) => {
    const res = await call(method, url, body);
    expect(res.statusCode).toBe(status);
    expect(res.json().msg).toBe(msg);
    expect((await dept(201)).D_NM).toBe('Computer Science');
  });
});

describe('programmes', () => {
  it('lists programmes with their department and students', async () => {
    const res = await call('GET', '/api/admin/programmes');
    expect(res.json().data.find((p: { MAJ_ID: number }) => p.MAJ_ID === 11)).toMatchObject({ SHORT: 'BSCS', D_NM: 'Computer Science', STUDENTS: 1 });
  });

  it('adds a programme, renames it, and changes its short name while nobody is enrolled', async () => {
    expect((await call('POST', '/api/admin/programmes', { MAJ_ID: 120, NAME: 'BS Data Science', SHORT: 'BSDS', D_ID: 201, C_CODE: 2 })).statusCode).toBe(200);
    expect((await call('PATCH', '/api/admin/programmes/120', { NAME: 'BS Data Science and AI', SHORT: 'BSDSAI' })).statusCode).toBe(200);
    expect(await programme(120)).toMatchObject({ NAME: 'BS Data Science and AI', SHORT: 'BSDSAI', CLASS_PREFIX: 'BSDSAI' });
  });

  it('refuses a change that would orphan students, and other bad input, changing nothing', async () => {
    const short = await call('PATCH', '/api/admin/programmes/11', { SHORT: 'BSCOMP' });
    expect(short.statusCode).toBe(400);
    expect(short.json().msg).toBe(ACADEMICS_MSG.shortInUse(1));
    const move = await call('PATCH', '/api/admin/programmes/11', { D_ID: 202 });
    expect(move.json().msg).toBe(ACADEMICS_MSG.moveInUse(1));
    expect((await call('POST', '/api/admin/programmes', { MAJ_ID: 121, NAME: 'BS Again', SHORT: 'BSCS', D_ID: 201, C_CODE: 2 })).json().msg).toBe(
      ACADEMICS_MSG.shortTaken,
    );
    expect((await call('POST', '/api/admin/programmes', { MAJ_ID: 11, NAME: 'BS Again', SHORT: 'BSAGAIN', D_ID: 201, C_CODE: 2 })).json().msg).toBe(
      ACADEMICS_MSG.programmeTaken,
    );
    expect((await call('POST', '/api/admin/programmes', { MAJ_ID: 122, NAME: 'BS Office', SHORT: 'BSOFF', D_ID: 101, C_CODE: 2 })).json().msg).toBe(
      ACADEMICS_MSG.notAcademic,
    );
    expect(await programme(11)).toMatchObject({ SHORT: 'BSCS', D_ID: 201 });
    expect(await programme(121)).toBeUndefined();
    expect(await programme(122)).toBeUndefined();
  });
});
