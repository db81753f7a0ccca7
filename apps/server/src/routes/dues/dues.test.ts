import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { DEFAULT_DUES, DEPT, DUES_MSG, MSG, STATUS, type SessionUser } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildStaff, buildStudent } from '../../test/factories.js';
import { auditLog, cardDues, cardRequests } from '../../db/schema/index.js';
import { currentDues } from './dues.repository.js';

let t: TestApp;
let admin: SessionUser;
let lastAdmin: SessionUser;
let cardNotListed: SessionUser;
let student: SessionUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildStaff(t.db, DEPT.CARD_OFFICE, { fmId: 1001 });
  lastAdmin = await buildStaff(t.db, DEPT.TREASURER, { fmId: 1004 });
  cardNotListed = await buildStaff(t.db, DEPT.CARD_OFFICE, { fmId: 1005 });
  student = (await buildStudent(t.db)).user;
});
afterAll(() => t.close());

const getDues = async (user: SessionUser | null) => t.app.inject({ method: 'GET', url: '/challan-dues', headers: user ? await t.auth(user) : {} });
const patchDues = async (user: SessionUser | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/challan-dues', payload, headers: user ? await t.auth(user) : {} });
const due = async (code: string) => (await t.db.select().from(cardDues).where(eq(cardDues.REQ_SNM, code)))[0];
const audits = (code: string) => t.db.select().from(auditLog).where(and(eq(auditLog.ENTITY, 'card_due'), eq(auditLog.ENTITY_ID, code)));

describe('GET /challan-dues', () => {
  it('answers 401 without a token', async () => {
    expect((await getDues(null)).statusCode).toBe(401);
  });

  it('answers 403 to a student and to card-office staff not on the allow-list', async () => {
    expect((await getDues(student)).statusCode).toBe(403);
    expect((await getDues(cardNotListed)).statusCode).toBe(403);
  });

  it('answers a nested array whose first element is the five dues rows, in their fixed order', async () => {
    const res = await getDues(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body) && Array.isArray(body[0])).toBe(true);
    expect(body[0].map((r: { req_snm: string }) => r.req_snm)).toEqual(['SC', 'DSC', 'TSC', 'Qrup', 'SCC']);
    expect(body[0][1]).toEqual({ req_snm: 'DSC', req_def: 'Duplicate Student Card', dues: 1500, dues_desc: 'One Thousand Five Hundred' });
  });

  it('lets in any FM_ID of the configured list, whatever the department', async () => {
    expect((await getDues(lastAdmin)).statusCode).toBe(200);
  });
});

describe('PATCH /challan-dues', () => {
  it('answers 401 without a token and 403 to others, changing nothing', async () => {
    const body = { req_type: 'TSC', new_dues: 2600, new_dues_desc: 'Two Thousand Six Hundred' };
    expect((await patchDues(null, body)).statusCode).toBe(401);
    expect((await patchDues(student, body)).statusCode).toBe(403);
    expect((await patchDues(cardNotListed, body)).statusCode).toBe(403);
    expect((await due('TSC')).DUES).toBe(2000);
    expect(await audits('TSC')).toHaveLength(0);
  });

  it('changes a due, answers an array with affectedRows and writes the audit log', async () => {
    const res = await patchDues(admin, { req_type: 'TSC', new_dues: 2600, new_dues_desc: 'Two Thousand Six Hundred' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ affectedRows: 1, changedRows: 1 }]);
    expect(await due('TSC')).toMatchObject({ DUES: 2600, DUES_DESC: 'Two Thousand Six Hundred' });
    const [entry] = await audits('TSC');
    expect(entry).toMatchObject({
      ACTOR_ID: admin.ID,
      ACTION: 'update',
      BEFORE: { dues: 2000, dues_desc: 'Two Thousand' },
      AFTER: { dues: 2600, dues_desc: 'Two Thousand Six Hundred' },
    });
  });

  it('accepts the amount as text and a change of the words alone', async () => {
    expect((await patchDues(admin, { req_type: 'SCC', new_dues: '1000', new_dues_desc: 'One Thousand Rupees' })).statusCode).toBe(200);
    expect(await due('SCC')).toMatchObject({ DUES: 1000, DUES_DESC: 'One Thousand Rupees' });
  });

  const refused: [string, Record<string, unknown>, string][] = [
    ['the same value and words', { req_type: 'Qrup', new_dues: 3000, new_dues_desc: 'Three Thousand' }, MSG.duesSameValue],
    ['a negative value', { req_type: 'Qrup', new_dues: -1000, new_dues_desc: 'Minus One Thousand' }, MSG.duesNegative],
    ['a value under 1000', { req_type: 'Qrup', new_dues: 999, new_dues_desc: 'Nine Hundred Ninety Nine' }, MSG.duesTooSmall],
    ['words with Only', { req_type: 'Qrup', new_dues: 3500, new_dues_desc: 'Three Thousand Five Hundred Only' }, DUES_MSG.wordsWithOnly],
    ['no words', { req_type: 'Qrup', new_dues: 3500, new_dues_desc: '' }, DUES_MSG.wordsRequired],
    ['a fraction of a rupee', { req_type: 'Qrup', new_dues: 3500.5, new_dues_desc: 'Three Thousand Five Hundred' }, DUES_MSG.wholeRupees],
    ['an unknown due', { req_type: 'XYZ', new_dues: 3500, new_dues_desc: 'Three Thousand Five Hundred' }, DUES_MSG.unknownDues],
  ];
  it.each(refused)('refuses %s with its message and changes nothing', async (_n, body, msg) => {
    const res = await patchDues(admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg });
    expect(await due('Qrup')).toMatchObject({ DUES: 3000, DUES_DESC: 'Three Thousand' });
    expect(await audits('Qrup')).toHaveLength(0);
  });
});

/** A multipart body of text fields (the student's card application form). */
function multipart(fields: Record<string, string>) {
  const boundary = `----dues${Date.now()}`;
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const application = { S_CONTACT: '03001112233', F_CONTACT: '03214445566', B_GROUP: 'O+', ADDRESS: 'House 12, Street 3, Model Town, Lahore' };

/** A student whose first card was delivered applies for a duplicate (the student portal's call). */
async function duplicateCardRequest() {
  const { user, student: s } = await buildStudent(t.db);
  await t.db.insert(cardRequests).values({ STUDENT_ID: s.ID, CARD_TYPE: 1, REQ_STATUS: STATUS.DELIVERED });
  const body = multipart(application);
  const res = await t.app.inject({ method: 'POST', url: '/api/student/duplicate-card-requests', payload: body.payload, headers: { ...body.headers, ...(await t.auth(user)) } });
  expect(res.statusCode, res.body).toBe(200);
  return { user, transId: res.json().data.TRANS_ID as number, fee: res.json().data.FEE_AMOUNT as number };
}
async function challanText(user: SessionUser, transId: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/student/card-requests/${transId}/challan`, headers: await t.auth(user) });
  expect(res.statusCode).toBe(200);
  return (await extractText(new Uint8Array(res.rawPayload), { mergePages: true })).text;
}

describe('new dues apply to challans issued afterwards', () => {
  it('currentDues gives the due as it stands at issuing time', async () => {
    expect(await currentDues(t.db, 'SC')).toEqual({ code: 'SC', name: 'New Student Card', amount: DEFAULT_DUES[0].amount, words: 'One Thousand' });
  });

  it('a duplicate card applied for after the change uses the new amount; the earlier one keeps its amount', async () => {
    const before = await duplicateCardRequest();
    expect(before.fee).toBe(1500);
    expect((await patchDues(admin, { req_type: 'DSC', new_dues: 2750, new_dues_desc: 'Two Thousand Seven Hundred Fifty' })).statusCode).toBe(200);
    expect((await currentDues(t.db, 'DSC')).amount).toBe(2750);
    const after = await duplicateCardRequest();
    expect(after.fee).toBe(2750);

    const [earlier] = await t.db.select().from(cardRequests).where(eq(cardRequests.TRANS_ID, before.transId));
    expect(earlier.FEE_AMOUNT).toBe(1500);
    const digits = (s: string) => s.replace(/[,\s]/g, '');
    expect(digits(await challanText(after.user, after.transId))).toContain('2750');
    const earlierChallan = digits(await challanText(before.user, before.transId));
    expect(earlierChallan).toContain('1500');
    expect(earlierChallan).not.toContain('2750');
  });
});
