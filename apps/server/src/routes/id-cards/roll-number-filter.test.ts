import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPT, type IdCardRow, type Paged, type SessionUser } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildStaff, buildStudent } from '../../test/factories.js';
import { buildCardRequest } from '../../test/id-cards-helpers.js';

let t: TestApp;
let card: SessionUser;
let mine: number;

beforeAll(async () => {
  t = await createTestApp();
  card = await buildStaff(t.db, DEPT.CARD_OFFICE);
  const s = await buildStudent(t.db, { ROLNO: '0417-BSCS-23' });
  const other = await buildStudent(t.db, { ROLNO: '0418-BSIT-23' });
  mine = (await buildCardRequest(t.db, s.student.ID)).TRANS_ID;
  await buildCardRequest(t.db, other.student.ID);
});
afterAll(() => t.close());

/** The card list's requests whose roll number is filtered by `text`. */
async function byRollNo(text: string): Promise<number[]> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/idcard-requests', payload: { cardType: 1, page: 1, pageSize: 50, filters: { ROL_NO: text } }, headers: await t.auth(card) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Paged<IdCardRow>).rows.map((r) => r.T_ID);
}

describe('the card lists’ roll-number filter', () => {
  it('matches anywhere in the roll number, in any case, as every other text filter does', async () => {
    expect(await byRollNo('0417')).toEqual([mine]);
    expect(await byRollNo('BSCS')).toEqual([mine]);
    expect(await byRollNo('bscs-23')).toEqual([mine]);
    expect(await byRollNo('17-BS')).toEqual([mine]);
    expect(await byRollNo('BSXX')).toEqual([]);
  });

  it('takes the text literally (no LIKE wildcards)', async () => {
    expect(await byRollNo('%')).toEqual([]);
    expect(await byRollNo('_417')).toEqual([]);
  });
});
