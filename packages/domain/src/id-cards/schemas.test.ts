import { describe, expect, it } from 'vitest';
import { ID_CARD_MSG } from './messages.js';
import { interYears } from './dates.js';
import { filterNewInterStudents, IdCardDupFormBodySchema, IdCardFormBodySchema, IdCardListBodySchema, StudentRollNoBodySchema } from './schemas.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0].message);

describe('edit form payload', () => {
  const ok = { T_ID: 5, status: '6', dtdistribution: '2025-03-10', RF_ID: 'ABC123456', MACHINE_ID: 'M1', comment: '', venue: 'Directorate Of Purchase' };
  const cases: [string, Record<string, unknown>, string | null][] = [
    ['a full payload', ok, null],
    ['an empty date', { ...ok, dtdistribution: '' }, null],
    ['RF ID of 10 characters', { ...ok, RF_ID: '1234567890' }, ID_CARD_MSG.rfIdTooLong],
    ['machine number of 10 characters', { ...ok, MACHINE_ID: '1234567890' }, ID_CARD_MSG.machineIdTooLong],
    ['a bad date', { ...ok, dtdistribution: '2025-02-30' }, ID_CARD_MSG.badDistributionDate],
    ['no status', { ...ok, status: undefined }, ID_CARD_MSG.unknownStatus],
    ['a status that is not a number', { ...ok, status: 'Delivered' }, ID_CARD_MSG.unknownStatus],
    ['no T_ID', { ...ok, T_ID: undefined }, ID_CARD_MSG.badTId],
  ];
  it.each(cases)('%s', (_n, body, expected) => expect(firstMessage(IdCardFormBodySchema.safeParse(body))).toBe(expected));
  it('the duplicate form needs REQ_TYPE 2, 3, 7 or 8', () => {
    expect(firstMessage(IdCardDupFormBodySchema.safeParse({ ...ok, REQ_TYPE: 3 }))).toBeNull();
    expect(firstMessage(IdCardDupFormBodySchema.safeParse({ ...ok, REQ_TYPE: 1 }))).toBe(ID_CARD_MSG.badCardType);
    expect(firstMessage(IdCardDupFormBodySchema.safeParse(ok))).toBe(ID_CARD_MSG.badCardType);
  });
});

describe('list body', () => {
  it.each([1, 2, 3, 5, 7, 8])('accepts cardType %i', (cardType) => expect(IdCardListBodySchema.safeParse({ cardType }).success).toBe(true));
  it.each([0, 4, 6, 'x'])('refuses cardType %s', (cardType) =>
    expect(firstMessage(IdCardListBodySchema.safeParse({ cardType }))).toBe(ID_CARD_MSG.badCardType),
  );
});

describe('roll number body', () => {
  it('takes rolno or ROLNO', () => {
    expect(StudentRollNoBodySchema.safeParse({ rolno: 'a' }).success).toBe(true);
    expect(StudentRollNoBodySchema.safeParse({ ROLNO: 'a' }).success).toBe(true);
    expect(firstMessage(StudentRollNoBodySchema.safeParse({ ROLNO: ' ' }))).toBe(ID_CARD_MSG.rollNoRequired);
  });
});

describe('new intermediate students', () => {
  it('years run from the current year down to 2022', () => {
    expect(interYears(new Date(2025, 5, 1))).toEqual([2025, 2024, 2023, 2022]);
  });
  it('filters on form no and roll no', () => {
    const s = (F_NO: string, ROLNO: string) => ({ F_NO, ROLNO, NM: '', F_NM: '', CLASS: '', MAJOR: '', SES_STAT: '', PH1: '', ADD1: '', YEAR: 2025 });
    const rows = [s('F202500001', '0001-ICS-25'), s('F202500002', '0002-FSCM-25')];
    expect(filterNewInterStudents(rows, { F_NO: '00002' }).map((r) => r.ROLNO)).toEqual(['0002-FSCM-25']);
    expect(filterNewInterStudents(rows, { ROLNO: 'ics' }).map((r) => r.F_NO)).toEqual(['F202500001']);
    expect(filterNewInterStudents(rows, {})).toHaveLength(2);
  });
});
