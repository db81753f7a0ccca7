import { buildCsv, type CsvColumn } from '../spreadsheet.js';
import type { ReconcileAnswer, ReconcileEntry } from './answers.js';
import { CHALLAN_KIND_NAMES } from './kinds.js';
import { RECONCILE_OUTCOME_LABELS, RECONCILE_OUTCOMES, type ReconcileOutcome } from './statement.js';

// The answer's types come from its schema (answers.ts), imported as types only.

type ReportRow = ReconcileEntry & { outcome: ReconcileOutcome; recorded: boolean };

/** A matched line once its payment is recorded: the report then says what was done, not what would be. */
const RECONCILE_RECORDED_LABEL = 'Recorded as paid';

const REPORT_COLUMNS: CsvColumn<ReportRow>[] = [
  { title: 'Line', value: (r) => r.LINE },
  { title: 'Outcome', value: (r) => (r.recorded ? RECONCILE_RECORDED_LABEL : RECONCILE_OUTCOME_LABELS[r.outcome]) },
  { title: 'Challan number', value: (r) => r.CHALLAN_ID },
  { title: 'Amount on statement', value: (r) => r.AMOUNT },
  { title: 'Date paid', value: (r) => r.DATE_PAID },
  { title: 'Challan amount', value: (r) => r.BAL ?? '' },
  { title: 'Kind', value: (r) => (r.KIND ? CHALLAN_KIND_NAMES[r.KIND] : '') },
  { title: 'Roll number', value: (r) => r.STD_ROLLNO ?? '' },
  { title: 'Student', value: (r) => r.STD_NAME ?? '' },
  { title: 'Description', value: (r) => r.DES ?? '' },
  { title: 'Paid before on', value: (r) => r.PAID_AT ?? '' },
  { title: 'Paid through the bank', value: (r) => (r.PAID_VIA_BANK ? 'yes' : '') },
  { title: 'Same as line', value: (r) => r.FIRST_LINE ?? '' },
];

/**
 * Every line of the answer in file order, as a CSV report (cells neutralised against formulas). After the
 * payments were recorded (`committed`), the matched lines say so.
 */
export function reconcileReportCsv(answer: Pick<ReconcileAnswer, ReconcileOutcome | 'committed'>): string {
  const recorded = answer.committed > 0;
  const rows = RECONCILE_OUTCOMES.flatMap((outcome) => answer[outcome].map((e) => ({ ...e, outcome, recorded: recorded && outcome === 'matched' }))).sort(
    (a, b) => a.LINE - b.LINE,
  );
  return buildCsv(REPORT_COLUMNS, rows);
}
