import { describe, expect, it } from 'vitest';
import { CARD_TYPE } from '../id-cards/cards.js';
import { STATUS } from '../statuses.js';
import { CARDS_MSG } from './messages.js';
import { M, type Message } from '../message-codes.js';
import {
  cardSerial,
  cardStanding,
  digitalIdCardMissing,
  digitalPassMissing,
  idCardPrintRefusal,
  idCardValidUntil,
  isExpired,
  parseCardSerial,
  passPrintRefusal,
  transportPassValidUntil,
  type CardFacts,
  type IdCardPrintFacts,
  type PassPrintFacts,
} from './rules.js';

const NOW = new Date('2026-11-26T10:00:00Z');

describe('valid-until', () => {
  it.each([
    ['BS admitted 2024 (4 years)', 2024, 4, '2028-12-31'],
    ['MPhil admitted 2025 (2 years)', 2025, 2, '2027-12-31'],
    ['intermediate admitted 2026 (2 years)', 2026, 2, '2028-12-31'],
  ])('%s', (_name, year, span, expected) => expect(idCardValidUntil(year, span)).toBe(expected));

  it.each([
    ['a year from payment', new Date('2026-03-15T08:00:00Z'), '2030-12-31', '2027-03-14'],
    ['capped at the ID card', new Date('2026-03-15T08:00:00Z'), '2026-12-31', '2026-12-31'],
    ['paid on 1 January', new Date('2026-01-01T00:00:00Z'), '2030-12-31', '2026-12-31'],
  ])('transport pass: %s', (_name, paid, idCard, expected) => expect(transportPassValidUntil(paid, idCard)).toBe(expected));

  it.each([
    ['2026-11-25', true],
    ['2026-11-26', false],
    ['2026-11-27', false],
  ])('valid until %s on 2026-11-26: expired %s', (until, expired) => expect(isExpired(until, NOW)).toBe(expired));
});

describe('serials', () => {
  it.each([
    ['id-card', 123, 'IC-000123'],
    ['transport-pass', 7, 'TP-000007'],
    ['id-card', 12345678, 'IC-12345678'],
  ] as const)('%s %i → %s and back', (kind, id, serial) => {
    expect(cardSerial(kind, id)).toBe(serial);
    expect(parseCardSerial(serial)).toEqual({ kind, cardId: id });
  });
  it.each(['', 'IC-12', 'XX-000001', 'IC-000000', 'IC-99999999999', 'IC-0001a3'])('%j is not a serial', (s) => expect(parseCardSerial(s)).toBeNull());
});

describe('card standing (revocation and validity)', () => {
  const id: CardFacts = { kind: 'id-card', validUntil: '2028-12-31' };
  const pass: CardFacts = { kind: 'transport-pass', validUntil: '2027-03-14', challanPaid: true };
  it.each<[string, CardFacts, string, string | null]>([
    ['a current ID card', id, 'valid', null],
    ['an ID card past its day', { ...id, validUntil: '2026-11-25' }, 'expired', 'expired'],
    ['an ID card after a duplicate request', { ...id, replacedByLaterRequest: true }, 'revoked', 'replaced'],
    ['an ID card of a cleared student', { ...id, studentCleared: true }, 'revoked', 'cleared'],
    ['an ID card revoked by the office', { ...id, revokedReason: 'Damaged' }, 'revoked', 'revoked-by-office'],
    ['revocation wins over expiry', { ...id, validUntil: '2020-01-01', replacedByLaterRequest: true }, 'revoked', 'replaced'],
    ['the office wins over the records', { ...id, revokedReason: 'Fraud', studentCleared: true }, 'revoked', 'revoked-by-office'],
    ['a paid pass in its period', pass, 'valid', null],
    ['a pass whose challan is unpaid', { ...pass, challanPaid: false }, 'revoked', 'pass-unpaid'],
    ['a pass replaced by a newer one', { ...pass, replacedByLaterPass: true }, 'revoked', 'pass-replaced'],
    ['a pass past its period', { ...pass, validUntil: '2026-01-01' }, 'expired', 'expired'],
    ['a pass is not revoked by a later ID card request', { ...pass, replacedByLaterRequest: true }, 'valid', null],
  ])('%s', (_name, facts, verdict, code) => {
    const s = cardStanding(facts, NOW);
    expect(s.verdict).toBe(verdict);
    expect(s.reasonCode).toBe(code);
    expect(s.reason).toBeTruthy();
  });
  it('says the office reason', () => expect(cardStanding({ ...id, revokedReason: 'Damaged' }, NOW).reason).toBe(CARDS_MSG.revokedByOffice('Damaged')));
});

describe('printable states', () => {
  const ready: IdCardPrintFacts = { deleted: false, cardType: CARD_TYPE.NEW, status: STATUS.IN_PROGRESS, feeUnpaid: false, hasPhoto: true, replacedByLaterRequest: false, studentCleared: false };
  it.each<[string, Partial<IdCardPrintFacts>, Message | null]>([
    ['in progress', {}, null],
    ['submitted', { status: STATUS.SUBMITTED }, null],
    ['delivered (a reprint)', { status: STATUS.DELIVERED }, null],
    ['deleted', { deleted: true }, M.cards.requestDeleted],
    ['a clearance card', { cardType: CARD_TYPE.CLEARANCE }, M.cards.clearanceCardNotPrinted],
    ['image not clear', { status: STATUS.IMAGE_NOT_CLEAR }, M.cards.notPrintableStatus('Image Not Clear')],
    ['fee pending', { status: STATUS.FEE_PENDING }, M.cards.notPrintableStatus('Fee Pending')],
    ['info missing', { status: STATUS.INFO_MISSING }, M.cards.notPrintableStatus('Info Missing')],
    ['a duplicate with its fee unpaid', { cardType: CARD_TYPE.DUPLICATE, feeUnpaid: true }, M.cards.feeUnpaid],
    ['no photo', { hasPhoto: false }, M.cards.photoMissing],
    ['replaced by a later request', { replacedByLaterRequest: true }, M.cards.replacedByLater],
    ['a cleared student', { studentCleared: true }, M.cards.studentCleared],
  ])('ID card %s', (_name, change, reason) => expect(idCardPrintRefusal({ ...ready, ...change })).toEqual(reason));

  const paid: PassPrintFacts = { status: STATUS.DELIVERED, challanPaid: true, hasPhoto: true, replacedByLaterPass: false, studentCleared: false, validUntil: '2027-03-14' };
  it.each<[string, Partial<PassPrintFacts>, Message | null]>([
    ['paid and delivered', {}, null],
    ['paid, in progress', { status: STATUS.IN_PROGRESS }, null],
    ['challan unpaid', { challanPaid: false, validUntil: null }, M.cards.challanUnpaid],
    ['fee pending', { status: STATUS.FEE_PENDING }, M.cards.notPrintableStatus('Fee Pending')],
    ['image not clear', { status: STATUS.IMAGE_NOT_CLEAR }, M.cards.notPrintableStatus('Image Not Clear')],
    ['period over', { validUntil: '2026-11-25' }, M.cards.passPeriodOver],
    ['replaced', { replacedByLaterPass: true }, M.cards.passReplaced],
    ['no photo', { hasPhoto: false }, M.cards.photoMissing],
  ])('transport pass %s', (_name, change, reason) => expect(passPrintRefusal({ ...paid, ...change }, NOW)).toEqual(reason));
});

describe('digital card availability', () => {
  it.each([
    ['no request', null, 'no-request'],
    ['not delivered', { status: STATUS.IN_PROGRESS, hasPhoto: true, standing: null }, 'not-delivered'],
    ['no photo', { status: STATUS.DELIVERED, hasPhoto: false, standing: null }, 'no-photo'],
    ['revoked', { status: STATUS.DELIVERED, hasPhoto: true, standing: { verdict: 'revoked', reasonCode: 'cleared', reason: '' } as const }, 'revoked'],
    ['delivered', { status: STATUS.DELIVERED, hasPhoto: true, standing: null }, null],
  ])('ID card: %s', (_name, facts, missing) => expect(digitalIdCardMissing(facts)?.missing ?? null).toBe(missing));

  it.each([
    ['no request', null, 'no-request'],
    ['unpaid', { challanPaid: false, hasPhoto: true, validUntil: null }, 'challan-unpaid'],
    ['cleared', { challanPaid: true, studentCleared: true, hasPhoto: true, validUntil: '2027-01-01' }, 'revoked'],
    ['expired', { challanPaid: true, hasPhoto: true, validUntil: '2026-01-01' }, 'expired'],
    ['paid', { challanPaid: true, hasPhoto: true, validUntil: '2027-01-01' }, null],
  ])('transport pass: %s', (_name, facts, missing) => expect(digitalPassMissing(facts, NOW)?.missing ?? null).toBe(missing));
});
