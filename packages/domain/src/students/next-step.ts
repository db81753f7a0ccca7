import { STATUS } from '../statuses.js';

export type StudentRequestKind = 'card' | 'transport' | 'clearance' | 'endowment';

/**
 * What the student has to do next for a request in `status` (the dashboard's "needed from you"),
 * or null when the office is working on it. `hasChallan`: the request has a fee to pay.
 */
export function nextStepFor(kind: StudentRequestKind, status: number, opts: { hasChallan?: boolean; feePaid?: boolean } = {}): string | null {
  switch (status) {
    case STATUS.IMAGE_NOT_CLEAR:
      return 'Upload a clearer photo';
    case STATUS.INFO_MISSING:
      return kind === 'endowment' ? 'Upload the missing information as a document' : 'Complete the missing information';
    case STATUS.DOCUMENTS_PENDING:
      return 'Upload the requested document';
    case STATUS.FEE_PENDING:
      return opts.hasChallan && !opts.feePaid ? 'Download the challan and pay it at the bank' : 'Pay the fee';
    case STATUS.DUES_PENDING:
    case STATUS.FINE_PENDING:
    case STATUS.ANNUAL_DUES_PENDING:
    case STATUS.MESS_BILL_PENDING:
    case STATUS.ROOM_RENT_PENDING:
      return 'Clear your dues with the department';
    case STATUS.BOOKS_PENDING:
      return 'Return your library books';
    case STATUS.CARD_NOT_RETURNED:
      return 'Return your student card';
    case STATUS.THESIS_MISSING:
      return 'Submit your thesis';
    default:
      if (kind === 'card' && opts.hasChallan && !opts.feePaid && status === STATUS.SUBMITTED) return 'Download the challan and pay it at the bank';
      return null;
  }
}
