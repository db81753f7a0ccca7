import { DEPT, OFFICE_NAMES } from '@portal/domain';
import { buildBankChallan } from './bank-challan.js';

/**
 * The transport challan through the shared bank-challan builder: PKR 18,000 ("Eighteen Thousand
 * Only"), three copies (Student, Bank, University) on legal landscape, bank name and account from
 * configuration. The challan is a stored record, so number, amount, due date (ten days from
 * the first print) and verification code come from the record and do not move at later downloads.
 */
export interface TransportChallanData {
  institution: string;
  bankName: string;
  bankAccount: string;
  transId: number;
  studentName: string;
  fatherName: string;
  rollNo: string;
  className: string;
  session: string;
  department: string;
  routeNo: string;
  /** The stored challan record. */
  challan: { CHALLAN_NO: string; DES: string; BAL: number; DUE_DT: Date; CREATED_AT: Date; VERIFY_CODE: string };
  verifyUrl: string;
  consumerNumber?: string;
}

export function buildTransportChallanPdf(d: TransportChallanData): Promise<Buffer> {
  return buildBankChallan({
    title: 'Transport Card Challan',
    challanNo: d.challan.CHALLAN_NO,
    issuedBy: OFFICE_NAMES[DEPT.TRANSPORT],
    student: {
      name: d.studentName.toUpperCase(),
      rollNo: d.rollNo,
      fatherName: d.fatherName,
      className: d.className,
      department: d.department,
      session: d.session,
    },
    lines: [{ description: d.challan.DES, amount: d.challan.BAL }],
    amount: d.challan.BAL,
    issueDate: d.challan.CREATED_AT,
    dueDate: d.challan.DUE_DT,
    verifyCode: d.challan.VERIFY_CODE,
    verifyUrl: d.verifyUrl,
    consumerNumber: d.consumerNumber,
    institution: d.institution,
    bankName: d.bankName,
    accountNo: d.bankAccount,
  });
}
