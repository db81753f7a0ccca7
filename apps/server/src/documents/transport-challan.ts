import { addDays, CHALLAN_DUE_DAYS, DEPT, OFFICE_NAMES, TRANSPORT_FEE } from '@portal/domain';
import { buildBankChallan } from './bank-challan.js';

/**
 * The transport challan (001 §9) through the shared bank-challan builder: PKR 18,000 ("Eighteen Thousand
 * Only"), due 10 days from the day it is printed, three copies (Student, Bank, University) on legal
 * landscape, bank name and account from configuration.
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
  issuedAt: Date;
}

export const transportChallanDueDate = (issuedAt: Date) => addDays(issuedAt, CHALLAN_DUE_DAYS);

export function buildTransportChallanPdf(d: TransportChallanData): Promise<Buffer> {
  return buildBankChallan({
    title: 'Transport Card Challan',
    challanNo: `TR-${d.transId}`,
    issuedBy: OFFICE_NAMES[DEPT.TRANSPORT],
    student: {
      name: d.studentName.toUpperCase(),
      rollNo: d.rollNo,
      fatherName: d.fatherName,
      className: d.className,
      department: d.department,
      session: d.session,
    },
    lines: [{ description: `Transport Card Fee (Route ${d.routeNo})`, amount: TRANSPORT_FEE }],
    amount: TRANSPORT_FEE,
    issueDate: d.issuedAt,
    dueDate: transportChallanDueDate(d.issuedAt),
    institution: d.institution,
    bankName: d.bankName,
    accountNo: d.bankAccount,
  });
}
