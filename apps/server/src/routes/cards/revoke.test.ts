import { CARDS_MSG } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, issuedCards } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { cardsTestApp, clearStudent, studentWithIdCard, studentWithPass, type OfficeStaff } from '../../test/cards-helpers.js';

let t: TestApp;
let staff: OfficeStaff;
beforeAll(async () => {
  ({ t, staff } = await cardsTestApp());
});
afterAll(() => t.close());

async function issued(url = '/api/student/digital-card', pass = false) {
  const s = pass ? await studentWithPass(t.db) : await studentWithIdCard(t.db);
  const res = await t.app.inject({ method: 'GET', url, headers: await t.auth(s.user) });
  return { s, ...(res.json().data as { serial: string; token: string }) };
}

const revoke = async (serial: string, body: unknown, user?: Parameters<TestApp['auth']>[0]) =>
  t.app.inject({ method: 'POST', url: `/api/admin/cards/${serial}/revoke`, payload: body as object, headers: user ? await t.auth(user) : {} });

const revokedRow = async (serial: string) =>
  (await t.db.select().from(issuedCards).where(eq(issuedCards.CARD_ID, Number(serial.slice(3)))))[0];

describe('POST /api/admin/cards/:serial/revoke', () => {
  it('refuses anonymous callers (401), students and other offices (403), and the wrong office for the kind (403)', async () => {
    const { s, serial } = await issued();
    expect((await revoke(serial, { reason: 'Lost' })).statusCode).toBe(401);
    expect((await revoke(serial, { reason: 'Lost' }, s.user)).statusCode).toBe(403);
    expect((await revoke(serial, { reason: 'Lost' }, staff.exam)).statusCode).toBe(403);
    const wrong = await revoke(serial, { reason: 'Lost' }, staff.transport);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().msg).toBe(CARDS_MSG.idCardsAreCardOffice);
    // The policy's refusal goes through enforce(): the error answer every area gives (its kind of failure and message code).
    expect(wrong.json()).toMatchObject({ success: false, code: 'FORBIDDEN', msgCode: expect.any(String) });
    expect((await revokedRow(serial)).REVOKED_AT).toBeNull();
  });

  it('revokes with the reason, audited; verification then says REVOKED with it', async () => {
    const { serial, token } = await issued();
    const res = await revoke(serial, { reason: '  Card damaged in the wash ' }, staff.card);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: CARDS_MSG.revoked, data: { serial, reason: 'Card damaged in the wash' } });
    const row = await revokedRow(serial);
    expect(row).toMatchObject({ REVOKED_BY: staff.card.ID, REVOKE_REASON: 'Card damaged in the wash' });
    const log = await t.db.select().from(auditLog).where(and(eq(auditLog.ENTITY, 'card'), eq(auditLog.ENTITY_ID, serial)));
    expect(log).toHaveLength(1);
    const v = await t.app.inject({ method: 'POST', url: '/api/cards/verify', payload: { token } });
    expect(v.json()).toMatchObject({ valid: false, revoked: true, reasonCode: 'revoked-by-office', reason: CARDS_MSG.revokedByOffice('Card damaged in the wash') });
    // Twice: refused, nothing changed.
    const again = await revoke(serial, { reason: 'Other' }, staff.card);
    expect(again.statusCode).toBe(409);
    expect((await revokedRow(serial)).REVOKE_REASON).toBe('Card damaged in the wash');
  });

  it("stops showing the holder's photo once the card is revoked, as for a card the records do not hold", async () => {
    const { serial, token } = await issued();
    const photo = () => t.app.inject({ method: 'GET', url: `/api/cards/photo?token=${encodeURIComponent(token)}` });
    expect((await photo()).statusCode).toBe(200);
    expect((await revoke(serial, { reason: 'Lost' }, staff.card)).statusCode).toBe(200);
    const refused = await photo();
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, msg: CARDS_MSG.noPhotoForCard, msgCode: 'cards.noPhotoForCard' });
    // The verifier is not pointed at a photo it would be refused.
    const v = await t.app.inject({ method: 'POST', url: '/api/cards/verify', payload: { token } });
    expect(v.json()).toMatchObject({ revoked: true, photoUrl: null });
  });

  it("stops showing the photo of a card the records revoke (the student left), not only the office's", async () => {
    const { s, token } = await issued();
    await clearStudent(t.db, s);
    const refused = await t.app.inject({ method: 'GET', url: `/api/cards/photo?token=${encodeURIComponent(token)}` });
    expect(refused.statusCode).toBe(404);
  });

  it('lets the transport office revoke passes', async () => {
    const { serial } = await issued('/api/student/digital-transport-pass', true);
    expect((await revoke(serial, { reason: 'Lost' }, staff.card)).statusCode).toBe(403);
    expect((await revoke(serial, { reason: 'Lost' }, staff.transport)).statusCode).toBe(200);
  });

  it('refuses a missing reason, a bad serial and an unknown card, changing nothing', async () => {
    const { serial } = await issued();
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(201) }]) {
      const res = await revoke(serial, body, staff.card);
      expect(res.statusCode).toBe(400);
    }
    expect((await revoke(serial, {}, staff.card)).json()).toMatchObject({ msg: CARDS_MSG.reasonRequired, msgCode: 'cards.reasonRequired' });
    expect((await revoke('nonsense', { reason: 'Lost' }, staff.card)).statusCode).toBe(400);
    const unknown = await revoke('IC-999999', { reason: 'Lost' }, staff.card);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ msg: CARDS_MSG.cardNotFound, msgCode: 'cards.cardNotFound' });
    expect((await revokedRow(serial)).REVOKED_AT).toBeNull();
  });
});
