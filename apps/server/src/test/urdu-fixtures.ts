import { type CardFace, type IdCardDetail, STATUS } from '@portal/domain';
import type { BankChallanInput } from '../documents/bank-challan.js';
import type { ClearanceFormInput } from '../documents/clearance-form.js';
import type { TransportCardFormData } from '../documents/transport-card-form.js';
import type { TransportChallanData } from '../documents/transport-challan.js';

/** A student whose name, father's name and address are written in Urdu, as a person imports them. */
export const URDU = {
  name: 'عائشہ صدیقی',
  fatherName: 'محمد اسلم صدیقی',
  address: 'مکان نمبر ۵۱۳، گلی ۲۸، گلبرگ، لاہور',
  /** Long enough to wrap on every document. */
  longAddress: 'مکان نمبر ۵۱۳، گلی ۲۸، گلبرگ تھری، نزد جامع مسجد قدسیہ، علامہ اقبال روڈ، لاہور کینٹ، ضلع لاہور، پنجاب',
} as const;

const INSTITUTION = 'Government College University';
const ROLL = '0012-BSCS-23';

export const idCardDetail = (address: string = URDU.address): IdCardDetail =>
  ({
    T_ID: 4101,
    REQUEST_TYPE: 'New',
    NM: URDU.name,
    F_NM: URDU.fatherName,
    ROLNO: ROLL,
    DEPARTMENT: 'Computer Science',
    CLASS: 'BS',
    MAJOR: 'Computer Science',
    SESSION: '2023-2027',
    BLOOD_GROUP: 'B+',
    S_CONTACT: '03001234567',
    F_CONTACT: '03007654321',
    Date_of_apply: '2025-03-04',
    ADDRESS: address,
    STATUS: 'Submitted',
    DISTRIBUTION_DATE: null,
    VENUE: '',
    RF_ID: null,
    MACHINE_ID: null,
    COMMENT: '',
    ATTEMPT_NO: 1,
  }) as unknown as IdCardDetail;

export const clearanceChallan = (): BankChallanInput => ({
  title: 'Clearance Challan',
  challanNo: 'CL-000123',
  issuedBy: 'Hostels',
  student: { name: URDU.name, rollNo: ROLL, fatherName: URDU.fatherName, className: 'BS', department: 'Computer Science', session: '2023-2027' },
  lines: [{ description: 'Mess Bill', amount: 5000 }],
  dueDate: new Date('2025-03-14T00:00:00Z'),
  issueDate: new Date('2025-03-04T00:00:00Z'),
  institution: INSTITUTION,
  bankName: 'National Bank of Pakistan',
  accountNo: '0123-4567890-1',
  verifyCode: 'ABCDEFGHJKLM',
  verifyUrl: 'https://portal.example.edu.pk/verify/ABCDEFGHJKLM',
});

export const clearanceForm = (approved: boolean, address: string = URDU.address): ClearanceFormInput => ({
  institution: INSTITUTION,
  request: {
    CLR_ID: 'CLR-2025-0042',
    STD_NAME: URDU.name,
    F_NAME: URDU.fatherName,
    STD_ROLLNO: ROLL,
    CLASS: 'BS',
    SESSION: '2023-2027',
    DEPT: 'Computer Science',
    PRINTTITLE: 'BS Computer Science',
    MAIL_ADDRESS: address,
    REASON: 'Degree completed',
    LIB_NAME: 'Central Library',
    HOSTEL_NAME: null,
    STD_CARD_POSSESSION: true,
    APPLY_DATE: new Date('2025-03-04T00:00:00Z'),
    REQ_STATUS: approved ? STATUS.APPROVED : STATUS.SUBMITTED,
    REQ_DEF: approved ? 'Approved' : 'Submitted',
  },
  rows: [
    { D_NM: 'Card Office', REQ_DEF: 'Approved', VENUE: 'Room 4', COMMENT: '', DATE: '2025-03-05' },
    { D_NM: 'Examination Office', REQ_DEF: approved ? 'Approved' : 'Pending', VENUE: '', COMMENT: '', DATE: null },
  ],
  verifyCode: 'ABCDEFGHJKLM',
  verifyUrl: 'https://portal.example.edu.pk/verify/ABCDEFGHJKLM',
  printedAt: new Date('2025-03-06T00:00:00Z'),
});

export const transportChallan = (): TransportChallanData => ({
  institution: INSTITUTION,
  bankName: 'National Bank of Pakistan',
  bankAccount: '0123-4567890-1',
  transId: 77,
  studentName: URDU.name,
  fatherName: URDU.fatherName,
  rollNo: ROLL,
  className: 'BS',
  session: '2023-2027',
  department: 'Computer Science',
  routeNo: '7',
  challan: { CHALLAN_NO: 'TR-77', DES: 'Transport Card Fee', BAL: 18000, DUE_DT: new Date('2025-03-14T00:00:00Z'), CREATED_AT: new Date('2025-03-04T00:00:00Z'), VERIFY_CODE: 'ABCDEFGHJKLM' },
  verifyUrl: 'https://portal.example.edu.pk/verify/ABCDEFGHJKLM',
});

export const transportForm = (address: string = URDU.address): TransportCardFormData => ({
  institution: INSTITUTION,
  transId: 77,
  rollNo: ROLL,
  name: URDU.name,
  fatherName: URDU.fatherName,
  fatherContact: '03007654321',
  studentContact: '03001234567',
  department: 'Computer Science',
  className: 'BS',
  major: 'Computer Science',
  session: '2023-2027',
  address,
  route: 'Route 7 (Thokar – Campus)',
  stop: 'Kalma Chowk',
  dateOfApply: '04-03-2025',
  status: 'Submitted',
  distributionDate: '',
  venue: '',
  comment: '',
  photo: null,
});

export const cardFace = (over: Partial<CardFace> = {}): CardFace => ({
  kind: 'id-card',
  serial: 'IC-000001',
  institution: INSTITUTION,
  name: URDU.name,
  fatherName: URDU.fatherName,
  rollNo: ROLL,
  programme: 'BS Computer Science',
  session: '2023-2027',
  validUntil: '2027-12-31',
  bloodGroup: 'B+',
  contact: '03001234567',
  address: URDU.address,
  rfId: '123456789',
  route: null,
  stop: null,
  passNo: null,
  ...over,
});
