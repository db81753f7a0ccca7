import { describe, expect, it } from 'vitest';
import { STATUS as S, STATUS_IDS } from '../statuses.js';
import { clearanceProgressSummary, clearanceRowNextStep, daysSince, type NextStepCode, type ProgressChallanInput, type ProgressRowInput, nextStepFor, requestNextStep } from './next-step.js';

const NOW = new Date('2027-01-10T12:00:00Z');
const DAYS_AGO = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();

const NAMES: Record<number, string> = {
  101: 'Card Office',
  406: 'Main Library',
  413: 'PG Library',
  407: 'Iqbal Hostel',
  405: 'Hostels Administration',
  123: 'Treasurer',
  201: 'Computer Science',
  102: 'Examination Office',
};
/** Every row of an application with PG library and Iqbal Hostel, all Pending since 3 days; `over` sets statuses. */
const rows = (over: Record<number, number> = {}, extra: Partial<ProgressRowInput> = {}): ProgressRowInput[] =>
  [101, 406, 413, 407, 405, 123, 201, 102].map((D_ID) => ({ D_ID, D_NM: NAMES[D_ID]!, REQ_ID: over[D_ID] ?? S.PENDING, VENUE: '', COMMENT: '', DATE: DAYS_AGO(3), ...extra }));
const allApproved = (over: Record<number, number> = {}) => rows({ 101: 9, 406: 9, 413: 9, 407: 9, 405: 9, 123: 9, 201: 9, ...over });
const challan = (CHALLAN_ID: number, D_ID: number, BAL: number, PAID = 0, CHALLAN_TYPE = 1): ProgressChallanInput => ({ CHALLAN_ID, D_ID, BAL, PAID, CHALLAN_TYPE });

const next = (dId: number, rs: ProgressRowInput[], challans: ProgressChallanInput[] = []) =>
  clearanceRowNextStep(rs.find((r) => r.D_ID === dId)!, { rows: rs, challans, now: NOW });

describe('clearanceRowNextStep', () => {
  it.each<[string, number, ProgressRowInput[], ProgressChallanInput[], NextStepCode, string]>([
    ['library challan', 406, rows({ 406: S.FINE_PENDING }), [challan(1234, 406, 750)], 'pay-challan', 'Pay challan 1234 of PKR 750 — the Main Library approves after payment'],
    ['two challans of the group', 406, rows(), [challan(7, 413, 100), challan(5, 406, 750)], 'pay-challan', 'Pay challan 5 of PKR 750 and 1 more — the Main Library approves after payment'],
    ['paid challan does not count', 406, rows({ 406: S.VERIFYING }), [challan(5, 406, 750, 750)], 'with-office', 'With the Main Library since 3 days'],
    ['books', 406, rows({ 406: S.BOOKS_PENDING }, { VENUE: 'Block A, 9:00–16:00' }), [], 'return-books', 'Return books to the Main Library (Block A, 9:00–16:00)'],
    ['departmental library waits', 413, rows(), [], 'waiting-for', 'Waiting for the Main Library'],
    ['forwarded to PG', 406, rows({ 406: S.FORWARDED_PG_LIBRARY }), [], 'waiting-for', 'Waiting for the PG Library'],
    ['PG after forwarding', 413, rows({ 406: S.FORWARDED_PG_LIBRARY }), [], 'with-office', 'With the PG Library since 3 days'],
    ['PG challan', 413, rows({ 406: S.FORWARDED_PG_LIBRARY }), [challan(9, 413, 200)], 'pay-challan', 'Pay challan 9 of PKR 200 — the PG Library approves after payment'],
    ['card office card challan', 101, rows({ 101: S.FEE_PENDING }), [challan(3, 101, 500, 0, 8)], 'pay-challan', 'Pay challan 3 of PKR 500 — the Card Office approves after payment'],
    ['card not returned', 101, rows({ 101: S.CARD_NOT_RETURNED }), [], 'return-card', 'Return your student card to the Card Office'],
    ['hostel mess bill', 407, rows({ 407: S.MESS_BILL_PENDING }, { VENUE: 'Warden office' }), [], 'clear-dues', 'Clear your mess bill with the Iqbal Hostel (Warden office)'],
    ['hostel challan blocks hostels administration', 405, rows(), [challan(11, 407, 3000)], 'pay-challan', 'Pay challan 11 of PKR 3,000 — the Hostels Administration approves after payment'],
    ['treasurer dues', 123, rows({ 123: S.DUES_PENDING }), [], 'clear-dues', 'Clear your dues with the Treasurer'],
    ['with IT person', 201, rows({ 201: S.VERIFYING }), [], 'with-office', "With your department's IT person since 3 days"],
    ['with HOD', 201, rows({ 201: S.FORWARDED_TO_HOD }), [], 'with-office', 'With your HOD since 3 days'],
    ['thesis', 201, rows({ 201: S.THESIS_MISSING }), [], 'submit-thesis', 'Submit your thesis to your HOD'],
    ['documents', 201, rows({ 201: S.DOCUMENTS_PENDING }, { VENUE: 'Room 12' }), [], 'provide-documents', "Bring the missing documents to your department's IT person (Room 12)"],
    ['info', 405, rows({ 405: S.INFO_MISSING }), [], 'provide-info', 'Give the missing information to the Hostels Administration'],
    ['exam waits', 102, rows({ 101: 9 }), [], 'waiting-for-departments', 'Waiting for 6 other departments to clear you first'],
    ['exam waits for one', 102, allApproved({ 201: S.FORWARDED_TO_HOD }), [], 'waiting-for-departments', 'Waiting for 1 other department to clear you first'],
    ['exam needs every challan paid', 102, allApproved(), [challan(4, 123, 1000)], 'pay-challan', 'Pay challan 4 of PKR 1,000 — the Examination Office approves after payment'],
    ['exam next', 102, allApproved(), [], 'with-office', 'With the Examination Office since 3 days'],
    ['approved', 123, rows({ 123: S.APPROVED }, { DATE: '2027-01-07T10:00:00Z' }), [], 'cleared', 'Cleared on 07-01-2027'],
    ['rejected', 406, rows({ 406: S.REJECTED }), [], 'rejected', 'Rejected by the Main Library — read the comment and contact the office'],
  ])('%s', (_name, dId, rs, challans, code, text) => {
    const s = next(dId, rs, challans);
    expect(s.code).toBe(code);
    expect(s.text).toBe(text);
  });

  it('says "today" and "1 day"', () => {
    expect(next(123, rows({}, { DATE: NOW.toISOString() })).text).toBe('With the Treasurer since today');
    expect(next(123, rows({}, { DATE: DAYS_AGO(1) })).text).toBe('With the Treasurer since 1 day');
  });

  // Every department of an application in every state has a sentence, and the student is asked to act
  // exactly in the states that need them.
  const STUDENT_STATES: number[] = [S.REJECTED, S.BOOKS_PENDING, S.CARD_NOT_RETURNED, S.THESIS_MISSING, S.INFO_MISSING, S.DOCUMENTS_PENDING, S.IMAGE_NOT_CLEAR, S.FINE_PENDING, S.DUES_PENDING, S.ANNUAL_DUES_PENDING, S.MESS_BILL_PENDING, S.ROOM_RENT_PENDING, S.FEE_PENDING];
  const DEPTS = [101, 406, 413, 407, 405, 123, 201, 102];
  for (const dId of DEPTS) {
    it.each(STATUS_IDS)(`department ${dId} in state %i`, (status) => {
      // The libraries handed over and the other rows cleared, so only the row's own state decides.
      const rs = allApproved({ 406: dId === 406 ? status : dId === 102 ? S.APPROVED : S.FORWARDED_PG_LIBRARY, [dId]: status });
      const s = next(dId, rs);
      expect(s.text.length).toBeGreaterThan(5);
      if (status === S.APPROVED) expect(s.code).toBe('cleared');
      else if (dId === 406 && status >= S.FORWARDED_PG_LIBRARY && status <= S.FORWARDED_KSK_LIBRARY) expect(s.code).toBe('waiting-for');
      else expect(s.studentActs).toBe(STUDENT_STATES.includes(status));
      // A student-facing line never leaks a raw id.
      expect(s.text).not.toMatch(/undefined|NaN|null/);
    });
  }
});

describe('clearanceProgressSummary', () => {
  it('counts cleared rows and lists what stands before the examination office', () => {
    const s = clearanceProgressSummary(rows({ 101: 9, 406: 9, 413: 9 }), [challan(1, 407, 100), challan(2, 406, 50, 50)]);
    expect(s).toMatchObject({ cleared: 3, total: 8, remainingBeforeExam: [407, 405, 123, 201], unpaidChallans: 1, certificateReady: false });
    expect(s.overall.text).toBe('Before the Examination Office can approve: 4 departments to clear you and 1 unpaid challan. The certificate can be downloaded once it approves.');
  });
  it('everyone but the examination office', () => {
    const s = clearanceProgressSummary(allApproved(), []);
    expect(s.remainingBeforeExam).toEqual([]);
    expect(s.overall.text).toMatch(/^Every department has cleared you/);
  });
  it('certificate ready once the examination office approved', () => {
    const s = clearanceProgressSummary(allApproved({ 102: 9 }), []);
    expect(s).toMatchObject({ cleared: 8, total: 8, certificateReady: true });
    expect(s.overall.text).toBe('Your clearance certificate is ready to download');
  });
  it('a rejection', () => {
    expect(clearanceProgressSummary(rows({ 123: S.REJECTED }), []).overall.code).toBe('rejected');
  });
});

describe('requestNextStep', () => {
  it.each([
    ['card', S.APPROVED, { distributionDate: '2027-01-12', venue: 'Directorate Of Purchase' }, 'collect', 'Collect your card on 12-01-2027 at Directorate Of Purchase'],
    ['transport', S.COMPLETE, { distributionDate: '2027-02-01', venue: 'Transport Office' }, 'collect', 'Collect your transport card on 01-02-2027 at Transport Office'],
    ['card', S.DELIVERED, { distributionDate: '2027-01-12', venue: 'Directorate Of Purchase' }, null, null],
    ['card', S.FEE_PENDING, { hasChallan: true }, 'pay-challan', 'Download the challan and pay it at the bank'],
    ['card', S.FEE_PENDING, { hasChallan: true, feePaid: true }, 'pay-fee', 'Pay the fee'],
    ['card', S.SUBMITTED, { hasChallan: true }, 'pay-challan', 'Download the challan and pay it at the bank'],
    ['card', S.SUBMITTED, {}, null, null],
    ['transport', S.IMAGE_NOT_CLEAR, {}, 'upload-photo', 'Upload a clearer photo'],
    ['endowment', S.INFO_MISSING, {}, 'provide-info', 'Upload the missing information as a document'],
    ['endowment', S.DOCUMENTS_PENDING, {}, 'provide-documents', 'Upload the requested document'],
    ['endowment', S.APPROVED, {}, null, null],
  ] as const)('%s in %i', (kind, status, opts, code, text) => {
    const s = requestNextStep(kind, status, opts);
    expect(s?.code ?? null).toBe(code);
    expect(s?.text ?? null).toBe(text);
  });
});

describe('daysSince', () => {
  it.each([
    [null, 0],
    [DAYS_AGO(0.5), 0],
    [DAYS_AGO(2.2), 2],
    [new Date(NOW.getTime() + 86_400_000), 0],
  ])('%s → %i', (from, n) => expect(daysSince(from, NOW)).toBe(n));
});

describe('nextStepFor', () => {
  it.each([
    ['card', S.IMAGE_NOT_CLEAR, {}, 'Upload a clearer photo'],
    ['card', S.FEE_PENDING, { hasChallan: true }, 'Download the challan and pay it at the bank'],
    ['card', S.SUBMITTED, {}, null],
    ['endowment', S.DOCUMENTS_PENDING, {}, 'Upload the requested document'],
    ['clearance', S.BOOKS_PENDING, {}, 'Return your library books'],
    ['transport', S.DELIVERED, {}, null],
  ] as const)('%s in %i → %s', (kind, status, opts, step) => expect(nextStepFor(kind, status, opts)).toBe(step));
});
