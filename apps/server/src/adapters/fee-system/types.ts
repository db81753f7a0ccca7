import type { FeeRecords, LockStatus } from '@portal/domain';
import type { DbOrTx } from '../../db/client.js';

/** The student as the fee system knows them. */
export interface FeeStudent {
  /** The portal's student id (built-in ledger key). */
  ID: number;
  ROLNO: string;
  C_CODE: number;
  MAJ_ID: number;
  SE_ID: number;
  YEAR: number;
  RN: number;
}

/** The fee system could not answer (network, HTTP error, unreadable answer, or 'Forbidden'). */
export class FeeSystemError extends Error {}

export interface ChallanPayment {
  CHALLAN_ID: number;
  DES: string;
  BAL: number;
}

/** The external fee system. */
export interface FeeSystem {
  kind: 'builtin' | 'http';
  /** FC_Loc: the student's lock status. Throws FeeSystemError when it cannot be fetched. */
  lockStatus(student: FeeStudent): Promise<LockStatus>;
  /** collectionReportStudentWise + StdCollectionHistory: the five lists. Throws FeeSystemError. */
  records(student: FeeStudent): Promise<FeeRecords>;
  /**
   * Records that challans were paid (the treasurer's recorded payment, or a reconciled bank statement), in
   * the caller's transaction. Only the built-in fee system takes payments from the portal; with the HTTP
   * one the bank reports them.
   */
  recordPayments?(db: DbOrTx, payments: readonly { student: FeeStudent; challan: ChallanPayment; at: Date }[]): Promise<void>;
}
