import { buildCsv, type CsvColumn } from '../spreadsheet.js';
import { CHALLAN_KIND_NAMES, type ChallanKind } from './kinds.js';
import { RECONCILE_OUTCOME_LABELS, RECONCILE_OUTCOMES, type ReconcileOutcome } from './statement.js';

/** One line of the reconciliation answer (POST /api/clearance-requests/challans/reconcile). */
export interface ReconcileEntry {
  /** Line number in the file (the header is line 1). */
  LINE: number;
  /** The challan number as written on the statement (and on the challan). */
  CHALLAN_ID: string;
  /** The amount the statement says was paid. */
  AMOUNT: number;
  /** YYYY-MM-DD. */
  DATE_PAID: string;
  /** The stored challan, when the number is known. */
  KIND?: ChallanKind;
  STD_ROLLNO?: string;
  STD_NAME?: string;
  DES?: string;
  /** The challan's amount. */
  BAL?: number;
  /** When the challan was paid (YYYY-MM-DD), for already-paid challans. */
  PAID_AT?: string | null;
  /** For a duplicate line: the line that first named the challan. */
  FIRST_LINE?: number;
}

export type ReconcileAnswer = Record<ReconcileOutcome, ReconcileEntry[]> & {
  /** How many challans were marked paid (0 for a preview). */
  committed: number;
  /** The statement's header names (for mapping the columns on screen). */
  headers: string[];
};

type ReportRow = ReconcileEntry & { outcome: ReconcileOutcome };

const REPORT_COLUMNS: CsvColumn<ReportRow>[] = [
  { title: 'Line', value: (r) => r.LINE },
  { title: 'Outcome', value: (r) => RECONCILE_OUTCOME_LABELS[r.outcome] },
  { title: 'Challan number', value: (r) => r.CHALLAN_ID },
  { title: 'Amount on statement', value: (r) => r.AMOUNT },
  { title: 'Date paid', value: (r) => r.DATE_PAID },
  { title: 'Challan amount', value: (r) => r.BAL ?? '' },
  { title: 'Kind', value: (r) => (r.KIND ? CHALLAN_KIND_NAMES[r.KIND] : '') },
  { title: 'Roll number', value: (r) => r.STD_ROLLNO ?? '' },
  { title: 'Student', value: (r) => r.STD_NAME ?? '' },
  { title: 'Description', value: (r) => r.DES ?? '' },
  { title: 'Paid before on', value: (r) => r.PAID_AT ?? '' },
  { title: 'Same as line', value: (r) => r.FIRST_LINE ?? '' },
];

/** Every line of the answer in file order, as a CSV report (cells neutralised against formulas). */
export function reconcileReportCsv(answer: Pick<ReconcileAnswer, ReconcileOutcome>): string {
  const rows = RECONCILE_OUTCOMES.flatMap((outcome) => answer[outcome].map((e) => ({ ...e, outcome }))).sort((a, b) => a.LINE - b.LINE);
  return buildCsv(REPORT_COLUMNS, rows);
}
