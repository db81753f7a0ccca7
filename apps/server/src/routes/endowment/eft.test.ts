import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEPT, EFT_MSG, MSG, STATUS, STUDENT_MSG, type SessionUser } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildStaff, buildStudent, testJpeg } from '../../test/factories.js';
import { auditLog, eftApplications, eftSchedules } from '../../db/schema/index.js';
import { multipart, PDF_BYTES, PNG_BYTES } from '../../test/multipart.js';

let t: TestApp;
let card: SessionUser;
let treasurer: SessionUser;
const thisYear = new Date().getFullYear();
const day = 86_400_000;
beforeAll(async () => {
  t = await createTestApp();
  card = await buildStaff(t.db, DEPT.CARD_OFFICE);
  treasurer = await buildStaff(t.db, DEPT.TREASURER);
});
afterAll(() => t.close());

async function openSchedule() {
  await t.db.delete(eftApplications);
  await t.db.delete(eftSchedules);
  const [s] = await t.db.insert(eftSchedules).values({ TITLE: 'Spring Endowment', OPENS_AT: new Date(Date.now() - day), CLOSES_AT: new Date(Date.now() + 10 * day) }).returning();
  return s;
}

const fields = { HOUSEHOLD_INCOME: '42000', DEPENDANTS: '6', GUARDIAN_OCCUPATION: 'Shopkeeper', REASON: 'My father\'s shop was closed after the floods this year.' };
const pdf = { name: 'income-certificate.pdf', bytes: PDF_BYTES, type: 'application/pdf' };
const get = async (url: string, user: SessionUser | null) => t.app.inject({ method: 'GET', url, headers: user ? await t.auth(user) : {} });
async function postForm(url: string, user: SessionUser | null, f: Record<string, string> = fields, file: { name: string; bytes: Buffer; type?: string } | null = pdf) {
  const body = multipart(f, file ?? undefined);
  return t.app.inject({ method: 'POST', url, headers: { ...body.headers, ...(user ? await t.auth(user) : {}) }, payload: body.payload });
}
const senior = () => buildStudent(t.db, { YEAR: thisYear - 2 });

describe('GET /api/eft/check-eft-eligibility', () => {
  beforeEach(openSchedule);
  it('refuses anonymous callers with 401 and staff with 403', async () => {
    expect((await get('/api/eft/check-eft-eligibility', null)).statusCode).toBe(401);
    expect((await get('/api/eft/check-eft-eligibility', treasurer)).statusCode).toBe(403);
  });

  it('says eligible for a degree student past the first year', async () => {
    const { user } = await senior();
    const res = await get('/api/eft/check-eft-eligibility', user);
    expect(res.json()).toMatchObject({ success: true, eligible: true, data: { eligible: true, reason: null, reasonCode: null, isLive: true } });
  });

  it.each([
    ['a first-year student', { YEAR: thisYear }, EFT_MSG.firstYear, 'eft.firstYear'],
    ['an intermediate student', { MAJ_ID: 101, YEAR: thisYear - 1 }, EFT_MSG.intermediate, 'eft.intermediate'],
  ])('says not eligible for %s, with the message\'s code', async (_n, over, reason, reasonCode) => {
    const { user } = await buildStudent(t.db, over);
    const res = await get('/api/eft/check-eft-eligibility', user);
    expect(res.json()).toMatchObject({ eligible: false, data: { eligible: false, reason, reasonCode } });
  });

  it('answers for the signed-in student even when the query names another', async () => {
    const { user: first } = await buildStudent(t.db, { YEAR: thisYear });
    const { student: other } = await senior();
    const q = `C_CODE=${other.C_CODE}&MAJ_ID=${other.MAJ_ID}&SE_ID=${other.SE_ID}&YEAR=${other.YEAR}&RN=${other.RN}`;
    const res = await get(`/api/eft/check-eft-eligibility?${q}`, first);
    expect(res.json()).toMatchObject({ eligible: false, data: { reason: EFT_MSG.firstYear } });
  });
});

describe('GET /api/eft/get-live-schedule', () => {
  it('refuses anonymous callers with 401', async () => {
    expect((await get('/api/eft/get-live-schedule', null)).statusCode).toBe(401);
  });
  it('answers isLive with the schedule, and false when none is open', async () => {
    const s = await openSchedule();
    const { user } = await senior();
    expect((await get('/api/eft/get-live-schedule', user)).json()).toMatchObject({ success: true, isLive: true, data: { ID: s.ID, TITLE: 'Spring Endowment', isLive: true } });
    await t.db.update(eftSchedules).set({ CLOSES_AT: new Date(Date.now() - 1000) });
    expect((await get('/api/eft/get-live-schedule', card)).json()).toMatchObject({ success: true, isLive: false, data: null });
  });
});

describe('POST /api/eft/apply', () => {
  beforeEach(openSchedule);
  it('refuses anonymous callers with 401 and staff with 403', async () => {
    expect((await postForm('/api/eft/apply', null)).statusCode).toBe(401);
    expect((await postForm('/api/eft/apply', treasurer)).statusCode).toBe(403);
  });

  it('stores an application with its document, once per schedule', async () => {
    const { user, student } = await senior();
    const res = await postForm('/api/eft/apply', user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: EFT_MSG.applied });
    const [row] = await t.db.select().from(eftApplications).where(eq(eftApplications.STUDENT_ID, student.ID));
    expect(row).toMatchObject({ HOUSEHOLD_INCOME: 42000, DEPENDANTS: 6, DOC_TYPE: 'application/pdf', DOC_NAME: 'endowment-document.pdf', STATUS: STATUS.SUBMITTED });
    expect(row.DOC.equals(PDF_BYTES)).toBe(true);
    const again = await postForm('/api/eft/apply', user);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(EFT_MSG.alreadyApplied);
    expect((await get('/api/eft/check-eft-eligibility', user)).json().eligible).toBe(false);
  });

  it('accepts a JPEG document', async () => {
    const { user } = await senior();
    expect((await postForm('/api/eft/apply', user, fields, { name: 'slip.jpg', bytes: await testJpeg() })).statusCode).toBe(200);
  });

  it.each([
    ['no document', fields, null, STUDENT_MSG.eftDocRequired],
    ['a PNG named .pdf', fields, { name: 'x.pdf', bytes: PNG_BYTES }, STUDENT_MSG.eftDocType],
    ['a document over 1 MB', fields, { name: 'x.pdf', bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(1_048_600)]) }, STUDENT_MSG.eftDocTooLarge],
    ['a short reason', { ...fields, REASON: 'need money' }, pdf, EFT_MSG.reason],
    ['a negative income', { ...fields, HOUSEHOLD_INCOME: '-5' }, pdf, EFT_MSG.income],
  ])('refuses %s with the message, storing nothing', async (_n, f, file, msg) => {
    const { user, student } = await senior();
    const res = await postForm('/api/eft/apply', user, f, file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg });
    expect(await t.db.select().from(eftApplications).where(eq(eftApplications.STUDENT_ID, student.ID))).toHaveLength(0);
  });

  it('refuses an ineligible student and any student when no schedule is live', async () => {
    const { user } = await buildStudent(t.db, { YEAR: thisYear });
    const res = await postForm('/api/eft/apply', user);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(EFT_MSG.firstYear);
    await t.db.update(eftSchedules).set({ OPENS_AT: new Date(Date.now() + day) });
    const { user: s } = await senior();
    const closed = await postForm('/api/eft/apply', s);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().msg).toBe(EFT_MSG.noLiveSchedule);
  });
});

describe('staff list, dialog, decision and document', () => {
  let appId: number;
  let owner: SessionUser;
  beforeAll(async () => {
    await openSchedule();
    const { user } = await buildStudent(t.db, { YEAR: thisYear - 2, NM: 'Zainab Endowment' });
    owner = user;
    await postForm('/api/eft/apply', user);
    const { user: u2 } = await buildStudent(t.db, { YEAR: thisYear - 1, NM: 'Bilal Other' });
    await postForm('/api/eft/apply', u2);
    [{ ID: appId }] = await t.db.select({ ID: eftApplications.ID }).from(eftApplications).where(eq(eftApplications.STUDENT_ID, owner.STD_ID!));
  });

  it('refuses anonymous callers with 401 and students with 403 on the staff calls', async () => {
    for (const url of ['/api/eft/applications', `/api/eft/applications/${appId}`, '/api/eft/schedules']) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, owner)).statusCode).toBe(403);
    }
  });

  it('lets any staff page and filter the list and open one with its history', async () => {
    const all = await get('/api/eft/applications?page=1&pageSize=10', card);
    expect(all.json().data.total).toBe(2);
    const filtered = await get('/api/eft/applications?page=1&pageSize=10&filters[NM]=zainab&filters[STATUS]=submit', card);
    expect(filtered.json().data).toMatchObject({ total: 1, rows: [{ NM: 'Zainab Endowment', STATUS: 'Submitted', HOUSEHOLD_INCOME: 42000 }] });
    expect(filtered.json().data.rows[0].DOC).toBeUndefined();
    const sorted = await get('/api/eft/applications?sortBy=NM&sortDir=asc', card);
    expect(sorted.json().data.rows.map((r: { NM: string }) => r.NM)).toEqual(['Bilal Other', 'Zainab Endowment']);
    const one = await get(`/api/eft/applications/${appId}`, card);
    expect(one.json().data).toMatchObject({ ID: appId, NM: 'Zainab Endowment', HISTORY: [{ ACTION: 'apply' }] });
    expect((await get('/api/eft/applications/999999', card)).statusCode).toBe(404);
  });

  it('serves the document to staff and to its student only', async () => {
    const staff = await get(`/api/eft/applications/${appId}/document`, card);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-type']).toContain('application/pdf');
    expect((await get(`/api/eft/applications/${appId}/document`, owner)).statusCode).toBe(200);
    const { user: stranger } = await senior();
    expect((await get(`/api/eft/applications/${appId}/document`, stranger)).statusCode).toBe(404);
  });

  const patch = async (user: SessionUser | null, body: unknown, id = appId) =>
    t.app.inject({ method: 'PATCH', url: `/api/eft/applications/${id}`, headers: user ? await t.auth(user) : {}, payload: body as object });

  it('lets only the treasurer set status and comment, audited', async () => {
    expect((await patch(null, { STATUS: 9 })).statusCode).toBe(401);
    expect((await patch(card, { STATUS: 9 })).statusCode).toBe(403);
    expect((await patch(owner, { STATUS: 9 })).statusCode).toBe(403);
    const res = await patch(treasurer, { STATUS: STATUS.DOCUMENTS_PENDING, COMMENT: 'Please attach the salary slip' });
    expect(res.json()).toMatchObject({ success: true, msg: MSG.formSaved });
    const log = await t.db.select().from(auditLog).where(and(eq(auditLog.ENTITY, 'eft_application'), eq(auditLog.ACTION, 'set-status')));
    expect(log.at(-1)?.AFTER).toMatchObject({ STATUS: STATUS.DOCUMENTS_PENDING });
  });

  it('refuses a rejection without a comment and an unknown status, changing nothing', async () => {
    const before = (await t.db.select().from(eftApplications).where(eq(eftApplications.ID, appId)))[0];
    const r1 = await patch(treasurer, { STATUS: STATUS.REJECTED, COMMENT: '' });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().msg).toBe(MSG.rejectionNeedsComment);
    expect((await patch(treasurer, { STATUS: STATUS.DELIVERED })).statusCode).toBe(400);
    expect((await patch(treasurer, { STATUS: 9 }, 999_999)).statusCode).toBe(404);
    const after = (await t.db.select().from(eftApplications).where(eq(eftApplications.ID, appId)))[0];
    expect(after.STATUS).toBe(before.STATUS);
  });

  it('lets the student replace the document while it is asked for, and only their own', async () => {
    const url = `/api/eft/my-applications/${appId}/document`;
    expect((await postForm(url, null, {})).statusCode).toBe(401);
    expect((await postForm(url, treasurer, {})).statusCode).toBe(403);
    const { user: stranger } = await senior();
    expect((await postForm(url, stranger, {})).statusCode).toBe(404);
    const mine = await get('/api/eft/my-applications', owner);
    expect(mine.json().data[0]).toMatchObject({ ID: appId, STATUS: 'Documents Pending', CAN_UPLOAD: true, NEXT_STEP: 'Upload the requested document' });
    const res = await postForm(url, owner, {}, { name: 'salary.jpg', bytes: await testJpeg() });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(eftApplications).where(eq(eftApplications.ID, appId));
    expect(row).toMatchObject({ STATUS: STATUS.SUBMITTED, DOC_TYPE: 'image/jpeg' });
    const again = await postForm(url, owner, {}, { name: 'salary.jpg', bytes: await testJpeg() });
    expect(again.statusCode).toBe(409);
  });

  it('shows a student only their own applications', async () => {
    expect((await get('/api/eft/my-applications', null)).statusCode).toBe(401);
    expect((await get('/api/eft/my-applications', card)).statusCode).toBe(403);
    const res = await get('/api/eft/my-applications', owner);
    expect(res.json().data.map((r: { STUDENT_ID: number }) => r.STUDENT_ID)).toEqual([owner.STD_ID]);
  });
});

describe('schedules', () => {
  const send = async (method: 'POST' | 'PATCH', url: string, user: SessionUser | null, body?: unknown) =>
    t.app.inject({ method, url, headers: user ? await t.auth(user) : {}, payload: body as object });

  it('lets only the treasurer open, change and close schedules; no overlaps', async () => {
    await openSchedule();
    const next = { TITLE: 'Autumn Endowment', OPENS_AT: new Date(Date.now() + 20 * day).toISOString(), CLOSES_AT: new Date(Date.now() + 30 * day).toISOString() };
    expect((await send('POST', '/api/eft/schedules', null, next)).statusCode).toBe(401);
    expect((await send('POST', '/api/eft/schedules', card, next)).statusCode).toBe(403);
    const created = await send('POST', '/api/eft/schedules', treasurer, next);
    expect(created.statusCode).toBe(200);
    const overlap = await send('POST', '/api/eft/schedules', treasurer, { ...next, TITLE: 'Overlap', OPENS_AT: new Date(Date.now() + 25 * day).toISOString() });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().msg).toBe(EFT_MSG.scheduleOverlap);
    const bad = await send('POST', '/api/eft/schedules', treasurer, { ...next, CLOSES_AT: next.OPENS_AT });
    expect(bad.json().msg).toBe(EFT_MSG.scheduleDates);
    const id = created.json().data.ID;
    expect((await send('PATCH', `/api/eft/schedules/${id}`, card, next)).statusCode).toBe(403);
    expect((await send('PATCH', `/api/eft/schedules/${id}`, treasurer, { ...next, TITLE: 'Autumn Fund' })).json().data.TITLE).toBe('Autumn Fund');

    const list = await get('/api/eft/schedules', card);
    const live = list.json().data.find((s: { IS_LIVE: boolean }) => s.IS_LIVE);
    expect(live.TITLE).toBe('Spring Endowment');
    expect((await send('POST', `/api/eft/schedules/${live.ID}/close`, card)).statusCode).toBe(403);
    expect((await send('POST', `/api/eft/schedules/${live.ID}/close`, treasurer)).statusCode).toBe(200);
    expect((await get('/api/eft/get-live-schedule', card)).json().isLive).toBe(false);
    const log = await t.db.select().from(auditLog).where(eq(auditLog.ENTITY, 'eft_schedule'));
    expect(log.map((l) => l.ACTION)).toEqual(expect.arrayContaining(['create', 'update', 'close']));
  });
});
