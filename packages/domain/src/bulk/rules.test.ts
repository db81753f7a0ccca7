import { describe, expect, it } from 'vitest';
import { roleDes, type SessionUser } from '../session.js';
import { sessionUser } from '../test/session-user.js';
import { STATUS as S } from '../statuses.js';
import { M, reasonFields } from '../message-codes.js';
import { BULK_MSG } from './messages.js';
import {
  bulkStatusRefusal,
  bulkSummary,
  chunks,
  distinctTargets,
  mayBulkUpdate,
  mergeBulkResults,
  parseRollNumbers,
} from './rules.js';
import { type BulkKind, MAX_BULK_ROWS } from './kinds.js';
import { BulkUpdateBodySchema } from './schemas.js';
import { MSG } from '../messages.js';

const user = (ROLE: 'FMR' | 'STDR', D_ID: number | null, flags: { hod?: boolean; it?: boolean } = {}): SessionUser =>
  sessionUser({ ROLE, ROLE_DES: roleDes(flags), D_ID });
const U = {
  card: user('FMR', 101),
  treasurer: user('FMR', 123),
  library: user('FMR', 406),
  transport: user('FMR', 130),
  hod: user('FMR', 201, { hod: true }),
  it: user('FMR', 201, { it: true }),
  plain201: user('FMR', 201),
  student: user('STDR', null),
};

describe('mayBulkUpdate: the single save’s access per kind', () => {
  const cases: [keyof typeof U, BulkKind, boolean][] = [
    ['library', 'clearance', true],
    ['card', 'clearance', true],
    ['treasurer', 'clearance', true],
    ['hod', 'clearance', true],
    ['it', 'clearance', true],
    ['plain201', 'clearance', false],
    ['transport', 'clearance', false],
    ['student', 'clearance', false],
    ['card', 'idcard', true],
    ['library', 'idcard', false],
    ['transport', 'idcard', false],
    ['transport', 'transport', true],
    ['card', 'transport', false],
    ['treasurer', 'endowment', true],
    ['library', 'endowment', false],
    ['student', 'endowment', false],
  ];
  it.each(cases)('%s on %s → %s', (who, kind, allowed) => expect(mayBulkUpdate(U[who], kind)).toBe(allowed));
  it('refuses anonymous callers', () => expect(mayBulkUpdate(null, 'idcard')).toBe(false));
});

describe('bulkStatusRefusal: the statuses of the single dialog', () => {
  const cases: [keyof typeof U, BulkKind, number, string | null][] = [
    ['library', 'clearance', S.APPROVED, null],
    ['library', 'clearance', S.FORWARDED_PG_LIBRARY, null],
    ['library', 'clearance', S.DELIVERED, BULK_MSG.statusNotAllowed],
    ['card', 'clearance', S.CARD_NOT_RETURNED, null],
    ['card', 'idcard', S.DELIVERED, null],
    ['card', 'idcard', S.IMAGE_NOT_CLEAR, null],
    ['card', 'idcard', S.APPROVED, BULK_MSG.statusNotAllowed],
    ['transport', 'transport', S.DELIVERED, null],
    ['treasurer', 'endowment', S.APPROVED, null],
    ['treasurer', 'endowment', S.DELIVERED, BULK_MSG.statusNotAllowed],
    ['library', 'endowment', S.APPROVED, BULK_MSG.statusNotAllowed],
  ];
  it.each(cases)('%s on %s with %i → %s', (who, kind, status, reason) => expect(bulkStatusRefusal(U[who], kind, status)?.text ?? null).toBe(reason));
});

describe('parseRollNumbers', () => {
  it.each([
    ['0042-bscs-22\n0043-BSCS-22', ['0042-BSCS-22', '0043-BSCS-22']],
    [' 0042-BSCS-22 , 0042-bscs-22;0044-BSCS-22\t', ['0042-BSCS-22', '0044-BSCS-22']],
    ['', []],
    ['\n \n', []],
  ])('%j → %j', (text, expected) => expect(parseRollNumbers(text)).toEqual(expected));
});

describe('distinctTargets: each row decided once, repeats refused', () => {
  it.each([
    [[1, 2, 1], [], { ids: [1, 2], rollNumbers: [], repeats: [{ T_ID: 1, ...reasonFields(M.bulk.duplicateRow) }] }],
    [[], ['a-1', 'A-1 ', 'b'], { ids: [], rollNumbers: ['A-1', 'B'], repeats: [{ ROLNO: 'A-1', ...reasonFields(M.bulk.duplicateRow) }] }],
    [[3], ['c'], { ids: [3], rollNumbers: ['C'], repeats: [] }],
  ])('%j %j', (ids, rolls, expected) => expect(distinctTargets(ids, rolls)).toEqual(expected));
});

describe('BulkUpdateBodySchema: bad input is refused as a whole', () => {
  const ok = { kind: 'idcard', T_IDs: [1], STATUS: S.DELIVERED };
  const message = (body: unknown) => BulkUpdateBodySchema.safeParse(body).error?.issues[0].message ?? null;
  it.each([
    ['a valid call', ok, null],
    ['an unknown kind', { ...ok, kind: 'events' }, BULK_MSG.badKind],
    ['no rows', { ...ok, T_IDs: [] }, BULK_MSG.nothingSelected],
    ['more than the limit', { ...ok, T_IDs: Array.from({ length: MAX_BULK_ROWS + 1 }, (_, i) => i + 1) }, BULK_MSG.tooManyRows(MAX_BULK_ROWS)],
    ['the limit exactly', { ...ok, T_IDs: [], ROLNOs: Array.from({ length: MAX_BULK_ROWS }, (_, i) => `R-${i}`) }, null],
    ['no status', { ...ok, STATUS: undefined }, MSG.selectStatus],
    ['a date on clearance', { ...ok, kind: 'clearance', DIST_DT: '2026-01-02' }, BULK_MSG.noDistributionDate],
    ['a bad date', { ...ok, DIST_DT: '02-01-2026' }, BULK_MSG.badDistributionDate],
    ['a venue on endowment', { ...ok, kind: 'endowment', VENUE: 'Hall' }, BULK_MSG.noVenue],
    ['a card list on transport', { ...ok, kind: 'transport', cardType: 1 }, BULK_MSG.badCardType],
    ['an unknown card list', { ...ok, cardType: 4 }, BULK_MSG.badCardType],
    ['an empty roll number', { ...ok, ROLNOs: [' '] }, BULK_MSG.badRollNumber],
  ])('%s', (_name, body, expected) => expect(message(body)).toBe(expected));
  it('empty texts keep each row’s value (absent after parsing)', () => {
    const b = BulkUpdateBodySchema.parse({ ...ok, COMMENT: ' ', VENUE: '', DIST_DT: '' });
    expect([b.COMMENT, b.VENUE, b.DIST_DT, b.dryRun]).toEqual([undefined, undefined, undefined, false]);
  });
});

describe('chunks, merge and summary', () => {
  it('splits into parts of the given size', () => expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]));
  it('merges parts and says what will happen', () => {
    const r = mergeBulkResults([
      { changed: [{ T_ID: 1 }], unchanged: [], refused: [] },
      { changed: [{ T_ID: 2 }], unchanged: [], refused: [{ T_ID: 3, reason: 'x', msgCode: '' }] },
    ]);
    expect(r.changed.map((c) => c.T_ID)).toEqual([1, 2]);
    expect(bulkSummary(r, true)).toBe('2 will change, 1 will be refused');
    expect(bulkSummary(r, false)).toBe('2 changed, 1 refused');
    const same = mergeBulkResults([r, { changed: [], unchanged: [{ T_ID: 4 }, { T_ID: 5 }], refused: [] }]);
    expect(same.unchanged.map((c) => c.T_ID)).toEqual([4, 5]);
    expect(bulkSummary(same, true)).toBe('2 will change, 1 will be refused, 2 already so');
  });
});
