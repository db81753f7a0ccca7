import { CARD_TYPE, CARDS_MSG, PRINT_BATCH_HEADERS, PrintBatchListAnswerSchema, STATUS } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cardPrintBatches, cardPrintItems, issuedCards } from '../../db/schema/index.js';
import { CR80 } from '../../documents/card-layout.js';
import { A4 } from '../../documents/card-print.js';
import type { TestApp } from '../../test/app.js';
import { buildCardRequest } from '../../test/id-cards-helpers.js';
import { studentWithIdCard, studentWithPass, cardsTestApp, type OfficeStaff } from '../../test/cards-helpers.js';
import { pageSizes, readQrOfPage } from '../../test/card-pdf-helpers.js';
import { printBatch } from './print-batch.service.js';
import { CardSigner } from './signing-keys.js';

let t: TestApp;
let staff: OfficeStaff;
beforeAll(async () => {
  ({ t, staff } = await cardsTestApp());
});
afterAll(() => t.close());

const print = async (body: unknown, user?: Parameters<TestApp['auth']>[0]) =>
  t.app.inject({ method: 'POST', url: '/api/admin/card-print-batches', payload: body as object, headers: user ? await t.auth(user) : {} });
const list = async (query: string, user?: Parameters<TestApp['auth']>[0]) =>
  t.app.inject({ method: 'GET', url: `/api/admin/card-print-batches${query}`, headers: user ? await t.auth(user) : {} });
const batchCount = async () => (await t.db.select().from(cardPrintBatches)).length;

describe('POST /api/admin/card-print-batches', () => {
  it('refuses anonymous callers (401), students and other offices (403), and the wrong office for the kind (403), printing nothing', async () => {
    const s = await studentWithIdCard(t.db, STATUS.IN_PROGRESS);
    const body = { kind: 'id-card', ids: [s.request.TRANS_ID], layout: 'cr80' };
    expect((await print(body)).statusCode).toBe(401);
    expect((await print(body, s.user)).statusCode).toBe(403);
    expect((await print(body, staff.exam)).statusCode).toBe(403);
    const wrong = await print(body, staff.transport);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().msg).toBe(CARDS_MSG.idCardsAreCardOffice);
    // The policy's refusal goes through enforce(): the error answer every area gives (its kind of failure and message code).
    expect(wrong.json()).toMatchObject({ success: false, code: 'FORBIDDEN', msgCode: expect.any(String) });
    expect((await print({ ...body, kind: 'transport-pass' }, staff.card)).json().msg).toBe(CARDS_MSG.passesAreTransportOffice);
    expect(await batchCount()).toBe(0);
  });

  it('draws the cards after the batch is recorded and committed; a drawing that fails takes the batch back (audited), the cards stay issued', async () => {
    const s = await studentWithIdCard(t.db, STATUS.IN_PROGRESS);
    const signer = new CardSigner(t.db, t.config);
    const before = await batchCount();
    let committedWhileDrawing = -1;
    const failing = async () => {
      // Drawing runs outside the recording transaction: another connection already sees the batch.
      committedWhileDrawing = await batchCount();
      throw new Error('printer driver crashed');
    };
    const body = { kind: 'id-card' as const, ids: [s.request.TRANS_ID], layout: 'cr80' as const };
    await expect(printBatch(t.db, signer, staff.card, body, 'GCU', new Date(), failing)).rejects.toThrow('printer driver crashed');
    expect(committedWhileDrawing).toBe(before + 1);
    expect(await batchCount()).toBe(before);
    expect(await t.db.select().from(issuedCards).where(eq(issuedCards.CARD_TRANS_ID, s.request.TRANS_ID))).toHaveLength(1);
    const taken = await t.db.select().from(auditLog).where(and(eq(auditLog.ENTITY, 'card-print-batch'), eq(auditLog.ACTION, 'print-failed')));
    expect(taken).toHaveLength(1);
  });

  it('refuses bad input with a clear message, printing nothing', async () => {
    const cases: [unknown, string][] = [
      [{ kind: 'id-card', ids: [], layout: 'cr80' }, CARDS_MSG.batchEmpty],
      [{ kind: 'badge', ids: [1], layout: 'cr80' }, CARDS_MSG.badKind],
      [{ kind: 'id-card', ids: [1], layout: 'letter' }, CARDS_MSG.badLayout],
      [{ kind: 'id-card', ids: [1, 1], layout: 'cr80' }, CARDS_MSG.duplicateIds],
      [{ kind: 'id-card', ids: ['x'], layout: 'cr80' }, CARDS_MSG.badIds],
      [{ kind: 'id-card', ids: Array.from({ length: 201 }, (_, i) => i + 1), layout: 'cr80' }, CARDS_MSG.batchTooLarge(200)],
    ];
    for (const [body, msg] of cases) {
      const res = await print(body, staff.card);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    expect(await batchCount()).toBe(0);
  });

  it('refuses the whole batch when a request is not ready, with a reason per refused row', async () => {
    const ready = await studentWithIdCard(t.db, STATUS.IN_PROGRESS);
    const unclear = await studentWithIdCard(t.db, STATUS.IMAGE_NOT_CLEAR);
    const unpaid = await studentWithIdCard(t.db, STATUS.IN_PROGRESS);
    const dup = await buildCardRequest(t.db, unpaid.student.ID, { CARD_TYPE: CARD_TYPE.DUPLICATE, ATTEMPT_NO: 2, FEE_AMOUNT: 1500 });
    const res = await print({ kind: 'id-card', ids: [ready.request.TRANS_ID, unclear.request.TRANS_ID, dup.TRANS_ID, unpaid.request.TRANS_ID, 99_999_999], layout: 'cr80' }, staff.card);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      msg: CARDS_MSG.batchRefused,
      msgCode: 'cards.batchRefused',
      refused: [
        {
          id: unclear.request.TRANS_ID,
          reason: CARDS_MSG.notPrintableStatus('Image Not Clear'),
          msgCode: 'cards.notPrintableStatus',
          msgArgs: ['Image Not Clear'],
        },
        { id: dup.TRANS_ID, reason: CARDS_MSG.feeUnpaid, msgCode: 'cards.feeUnpaid' },
        { id: unpaid.request.TRANS_ID, reason: CARDS_MSG.replacedByLater, msgCode: 'cards.replacedByLater' },
        { id: 99_999_999, reason: CARDS_MSG.requestNotFound, msgCode: 'cards.requestNotFound' },
      ],
    });
    expect(await batchCount()).toBe(0);
    expect(await t.db.select().from(issuedCards).where(eq(issuedCards.CARD_TRANS_ID, ready.request.TRANS_ID))).toHaveLength(0);
  });

  it('prints CR80 pages (front and back) whose QR reads back as a token that verifies; records and audits the batch', async () => {
    const a = await studentWithIdCard(t.db, STATUS.IN_PROGRESS, { NM: 'Ayesha Siddiqa' });
    const b = await studentWithIdCard(t.db, STATUS.DELIVERED, { NM: 'علی رضا' });
    const res = await print({ kind: 'id-card', ids: [a.request.TRANS_ID, b.request.TRANS_ID], layout: 'cr80' }, staff.card);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    const sizes = await pageSizes(pdf);
    expect(sizes).toHaveLength(4);
    for (const s of sizes) {
      expect(s.width).toBeCloseTo(CR80.width, 1);
      expect(s.height).toBeCloseTo(CR80.height, 1);
    }
    expect(CR80.width).toBeCloseTo(242.65, 1);
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
    expect(text[0]).toContain('Ayesha Siddiqa');
    expect(text[0]).toContain(a.student.ROLNO);
    expect(text[1]).toContain('House 5, Street 9');

    const token = await readQrOfPage(pdf, 2);
    expect(token).toBeTruthy();
    const v = await t.app.inject({ method: 'POST', url: '/api/cards/verify', payload: { token } });
    expect(v.json()).toMatchObject({ valid: true, holder: { name: 'Ayesha Siddiqa', rollNo: a.student.ROLNO, kind: 'id-card' } });

    const batchId = Number(res.headers[PRINT_BATCH_HEADERS.batchId]);
    expect(res.headers[PRINT_BATCH_HEADERS.reprints]).toBe('0');
    const items = await t.db.select().from(cardPrintItems).where(eq(cardPrintItems.BATCH_ID, batchId));
    expect(items.map((i) => [i.TRANS_ID, i.REPRINT])).toEqual([
      [a.request.TRANS_ID, false],
      [b.request.TRANS_ID, false],
    ]);
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.ENTITY, 'card-print-batch'), eq(auditLog.ENTITY_ID, String(batchId))))).toHaveLength(1);

    // Printing the same card again is a reprint, with the same serial.
    const again = await print({ kind: 'id-card', ids: [a.request.TRANS_ID], layout: 'a4' }, staff.card);
    expect(again.statusCode).toBe(200);
    expect(again.headers[PRINT_BATCH_HEADERS.reprints]).toBe('1');
    const [row] = await t.db.select().from(cardPrintItems).where(eq(cardPrintItems.BATCH_ID, Number(again.headers[PRINT_BATCH_HEADERS.batchId])));
    expect(row).toMatchObject({ REPRINT: true, CARD_ID: items[0].CARD_ID });
  });

  it('prints A4 sheets of ten (fronts, then backs) for eleven passes, with each QR readable', async () => {
    const passes = [];
    for (let i = 0; i < 11; i++) passes.push(await studentWithPass(t.db));
    const res = await print({ kind: 'transport-pass', ids: passes.map((p) => p.request.TRANS_ID), layout: 'a4' }, staff.transport);
    expect(res.statusCode, res.body).toBe(200);
    const sizes = await pageSizes(res.rawPayload);
    expect(sizes).toHaveLength(4);
    for (const s of sizes) {
      expect(s.width).toBeCloseTo(A4.width, 0);
      expect(s.height).toBeCloseTo(A4.height, 0);
    }
    const { text } = await extractText(new Uint8Array(res.rawPayload), { mergePages: false });
    expect(text[0]).toContain(passes[0].student.ROLNO);
    expect(text[2]).toContain(passes[10].student.ROLNO);
    const token = await readQrOfPage(res.rawPayload, 4);
    const v = await t.app.inject({ method: 'POST', url: '/api/cards/verify', payload: { token } });
    expect(v.json()).toMatchObject({ valid: true, holder: { kind: 'transport-pass', rollNo: passes[10].student.ROLNO, stop: 'Thokar Niaz Baig' } });
  });

  it('refuses a pass whose challan is unpaid', async () => {
    const p = await studentWithPass(t.db, null, STATUS.FEE_PENDING);
    const res = await print({ kind: 'transport-pass', ids: [p.request.TRANS_ID], layout: 'cr80' }, staff.transport);
    expect(res.statusCode).toBe(409);
    expect(res.json().refused).toEqual([
      { id: p.request.TRANS_ID, reason: CARDS_MSG.notPrintableStatus('Fee Pending'), msgCode: 'cards.notPrintableStatus', msgArgs: ['Fee Pending'] },
    ]);
  });
});

describe('GET /api/admin/card-print-batches', () => {
  it('refuses anonymous callers (401), students and other offices (403)', async () => {
    const s = await studentWithIdCard(t.db);
    expect((await list('')).statusCode).toBe(401);
    expect((await list('', s.user)).statusCode).toBe(403);
    expect((await list('', staff.exam)).statusCode).toBe(403);
  });

  it("lists the office's own batches, newest first, paged, with who printed which requests", async () => {
    const res = await list('?page=1&pageSize=10', staff.card);
    expect(res.statusCode).toBe(200);
    const body = PrintBatchListAnswerSchema.parse(res.json());
    expect(body.total).toBe(2);
    expect(body.rows.every((r) => r.kind === 'id-card')).toBe(true);
    expect(body.rows[0]).toMatchObject({ layout: 'a4', count: 1, reprints: 1, createdBy: { id: staff.card.ID, name: staff.card.NM } });
    expect(body.rows[0].items[0]).toMatchObject({ reprint: true, serial: expect.stringMatching(/^IC-\d{6}$/) });
    expect(body.rows[1].items).toHaveLength(2);
    const passes = PrintBatchListAnswerSchema.parse((await list('', staff.transport)).json());
    expect(passes.rows.map((r) => [r.kind, r.count])).toEqual([['transport-pass', 11]]);

    const sorted = PrintBatchListAnswerSchema.parse((await list('?sortBy=batchId&sortDir=asc', staff.card)).json());
    expect(sorted.rows.map((r) => r.batchId)).toEqual([...body.rows.map((r) => r.batchId)].reverse());
    const roll = body.rows[1].items[1].rollNo;
    const filtered = PrintBatchListAnswerSchema.parse((await list(`?filters[rollNo]=${encodeURIComponent(roll)}`, staff.card)).json());
    expect(filtered.rows.map((r) => r.batchId)).toEqual([body.rows[1].batchId]);
  });

  it('refuses unknown sort and filter columns and bad page sizes (400)', async () => {
    for (const q of ['?sortBy=NM', '?filters[PASSWORD]=x', '?pageSize=7']) expect((await list(q, staff.card)).statusCode, q).toBe(400);
  });
});
