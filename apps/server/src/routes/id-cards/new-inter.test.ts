import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { DEPT, ID_CARD_MSG, type NewInterStudent, type Paged, type SessionUser } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildStaff, buildStudent } from '../../test/factories.js';

const YEAR = new Date().getFullYear();
let t: TestApp;
let card: SessionUser;
let treasurer: SessionUser;
let student: SessionUser;

beforeAll(async () => {
  t = await createTestApp();
  card = await buildStaff(t.db, DEPT.CARD_OFFICE);
  treasurer = await buildStaff(t.db, DEPT.TREASURER);
  student = (await buildStudent(t.db)).user;
  // Built-in LMS: intermediate (C_CODE 1) students of the year; a BS student and last year's do not count.
  for (let i = 1; i <= 12; i++) await buildStudent(t.db, { MAJ_ID: 103, YEAR, RN: 9000 + i, NM: `Inter ${i}`, F_NO: `F${YEAR}${String(i).padStart(5, '0')}` });
  await buildStudent(t.db, { MAJ_ID: 101, YEAR: YEAR - 1, RN: 9100, F_NO: 'F-OLD' });
  await buildStudent(t.db, { MAJ_ID: 11, YEAR, RN: 9200 });
});
afterAll(() => t.close());

const post = async (payload: unknown, user?: SessionUser | null) =>
  t.app.inject({ method: 'POST', url: '/api/admin/new-inter-students', payload: payload as object, headers: user ? await t.auth(user) : {} });
const excel = async (query: string, user?: SessionUser | null) =>
  t.app.inject({ method: 'GET', url: `/api/admin/new-inter-students/excel?${query}`, headers: user ? await t.auth(user) : {} });

describe('POST /api/admin/new-inter-students (built-in LMS)', () => {
  it('refuses anonymous callers, students and other departments', async () => {
    expect((await post({ year: YEAR })).statusCode).toBe(401);
    expect((await post({ year: YEAR }, student)).statusCode).toBe(403);
    expect((await post({ year: YEAR }, treasurer)).statusCode).toBe(403);
  });

  it('lists the year\u2019s intermediate students and their form, name and roll fields', async () => {
    const rows = (await post({ year: YEAR }, card)).json() as NewInterStudent[];
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({ F_NO: `F${YEAR}00001`, NM: 'Inter 1', F_NM: 'Test Father', MAJOR: 'ICS', PH1: '03001234567', YEAR });
    expect(rows[0].ROLNO).toContain('ICS');
    expect(rows[0].SES_STAT).toBe(`${YEAR}-${YEAR + 2}`);
  });

  it('pages and filters on form no and roll no', async () => {
    const p = (await post({ year: YEAR, page: 2, pageSize: 10 }, card)).json() as Paged<NewInterStudent>;
    expect(p).toMatchObject({ total: 12 });
    expect(p.rows).toHaveLength(2);
    const f = (await post({ year: YEAR, page: 1, pageSize: 10, filters: { F_NO: '00012' } }, card)).json() as Paged<NewInterStudent>;
    expect(f.rows.map((r) => r.NM)).toEqual(['Inter 12']);
    const r = (await post({ year: YEAR, page: 1, pageSize: 10, filters: { ROLNO: '9003' } }, card)).json() as Paged<NewInterStudent>;
    expect(r.rows.map((x) => x.NM)).toEqual(['Inter 3']);
  });

  it('refuses a year before 2022 or none with 400', async () => {
    for (const body of [{ year: 2019 }, {}, { year: 'x' }]) {
      const res = await post(body, card);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(ID_CARD_MSG.badYear);
    }
  });
});

describe('GET /api/admin/new-inter-students/excel', () => {
  it('refuses anonymous callers, students and other departments', async () => {
    expect((await excel(`year=${YEAR}`)).statusCode).toBe(401);
    expect((await excel(`year=${YEAR}`, student)).statusCode).toBe(403);
    expect((await excel(`year=${YEAR}`, treasurer)).statusCode).toBe(403);
  });

  it('is a real .xlsx with a header row and one row per student', async () => {
    const res = await excel(`year=${YEAR}`, card);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`New Intermediate Students ${YEAR}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const ws = wb.worksheets[0];
    expect(ws.rowCount).toBe(13);
    expect(ws.getRow(1).values).toEqual([undefined, 'Form No', 'Roll No', 'Name', 'Father Name', 'Class', 'Major', 'Session', 'Contact', 'Address']);
    expect(ws.getRow(2).getCell(1).value).toBe(`F${YEAR}00001`);
    expect(ws.getRow(2).getCell(3).value).toBe('Inter 1');
  });

  it('applies the filters and refuses a bad year', async () => {
    const res = await excel(`year=${YEAR}&F_NO=00002`, card);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    expect(wb.worksheets[0].rowCount).toBe(2);
    expect((await excel('year=1990', card)).statusCode).toBe(400);
  });
});

describe('the HTTP LMS adapter (LMS=http) against a fake LMS on 127.0.0.1', () => {
  let server: http.Server;
  let seen: { url?: string; method?: string; auth?: string; body?: unknown }[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: [] };
  let lmsApp: TestApp;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        seen.push({ url: req.url, method: req.method, auth: req.headers.authorization, body: raw ? JSON.parse(raw) : null });
        res.writeHead(answer.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    lmsApp = await createTestApp({ config: { LMS: 'http', LMS_URL: `http://127.0.0.1:${port}/`, LMS_TOKEN: 'lms-secret' } });
  });
  afterAll(async () => {
    await lmsApp.close();
    await new Promise((r) => server.close(r));
  });

  const call = async (payload: unknown) => {
    const staff = await buildStaff(lmsApp.db, DEPT.CARD_OFFICE);
    return lmsApp.app.inject({ method: 'POST', url: '/api/admin/new-inter-students', payload: payload as object, headers: await lmsApp.auth(staff) });
  };

  it('posts {year} to /api/fc/SFCApiAdm_Stdt with the bearer credential and maps the answer', async () => {
    seen = [];
    // The LMS's row is answered as it came (the same fields, the same values).
    const row = { F_NO: 'F1', ROLNO: '0001-ICS-24', NM: 'Lms Student', F_NM: 'Lms Father', CLASS: 'ICS 1st Year', MAJOR: 'ICS', SES_STAT: '2024-2026', PH1: '03000000000', ADD1: 'Lahore', YEAR: 2024 };
    answer = { status: 200, body: [row] };
    const res = await call({ year: 2024 });
    expect(res.statusCode).toBe(200);
    expect(seen).toEqual([{ url: '/api/fc/SFCApiAdm_Stdt', method: 'POST', auth: 'Bearer lms-secret', body: { year: 2024 } }]);
    expect(res.json()).toEqual([row]);
  });

  it('accepts a list wrapped in data and fills missing fields', async () => {
    answer = { status: 200, body: { data: [{ f_no: 'F2', rolno: '0002-ICS-24', nm: 'Second' }] } };
    const rows = (await call({ year: 2024 })).json() as NewInterStudent[];
    expect(rows).toEqual([{ F_NO: 'F2', ROLNO: '0002-ICS-24', NM: 'Second', F_NM: '', CLASS: '', MAJOR: '', SES_STAT: '', PH1: '', ADD1: '', YEAR: 2024 }]);
  });

  it('a failing LMS answers 502 with a clear message', async () => {
    answer = { status: 500, body: { error: 'boom' } };
    const res = await call({ year: 2024 });
    expect(res.statusCode).toBe(502);
    expect(res.json().msg).toBe(ID_CARD_MSG.lmsFailed);
    answer = { status: 200, body: { message: 'Forbidden' } };
    expect((await call({ year: 2024 })).statusCode).toBe(502);
  });
});
