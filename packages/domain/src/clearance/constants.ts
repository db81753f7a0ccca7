import { DEPT, HOSTEL_DEPTS, isAcademicDept, isDepartmentalLibrary, isHostelDept, isLibraryDept } from '../departments.js';
import { CLEARANCE_FEE } from '../limits.js';
import { STATUS } from '../statuses.js';

/** The six clearance reasons of the application form. */
export const CLEARANCE_REASONS = ['Degree Completion', 'Migration', 'Financial Issues', 'Medical Reasons', 'Personal Reasons', 'Other'] as const;

/** Options of /student-clearance-certificate. */
export const CERTIFICATE_KINDS = ['Transcript', 'Library/Hostel Security Refund', 'Both'] as const;

/** Challan type of card challans (made from the card dues; read-only for the card office). */
export const CARD_CHALLAN_TYPE = 8;

/**
 * Side panel of the application. The fee shown is CLEARANCE_FEE, the amount of the treasurer's
 * challan issued with the application: the form never announces a fee that is not charged.
 */
export const CLEARANCE_PROCESSING = { fee: CLEARANCE_FEE, workingDays: '10-15 working days', collection: 'Registrar Office' } as const;

/** Overall states of a clearance request (REQ_STATUS). */
export const REQUEST_STATE = { PENDING: STATUS.PENDING, IN_PROGRESS: STATUS.IN_PROGRESS, APPROVED: STATUS.APPROVED, REJECTED: STATUS.REJECTED } as const;

/** Main-library forwarding status → the departmental library it hands the request to. */
export const FORWARD_STATUS_LIBRARY: Record<number, number> = {
  [STATUS.FORWARDED_PG_LIBRARY]: DEPT.PG_LIBRARY,
  [STATUS.FORWARDED_LIFE_SCIENCES_LIBRARY]: DEPT.LIFE_SCIENCES_LIBRARY,
  [STATUS.FORWARDED_KSK_LIBRARY]: DEPT.KSK_LIBRARY,
};

/** Row states in which the HOD acts (forwarded, or the HOD's own intermediate states). */
export const HOD_ACTIVE_STATES: readonly number[] = [STATUS.FORWARDED_TO_HOD, STATUS.IN_PROGRESS, STATUS.THESIS_MISSING];
/** Row states in which the HOD's form is read-only. */
export const HOD_READ_ONLY_STATES: readonly number[] = [STATUS.APPROVED, STATUS.REJECTED, STATUS.RETURNED_TO_IT];
/** Row states in which the IT person prepares the row. */
export const IT_ACTIVE_STATES: readonly number[] = [STATUS.PENDING, STATUS.VERIFYING, STATUS.INFO_MISSING, STATUS.DOCUMENTS_PENDING, STATUS.RETURNED_TO_IT];

export type ChallanGroup = 'card' | 'hostels' | 'libraries' | 'treasurer';

/** The challan group of a department, or null when it issues no challans. */
export function challanGroupOfDept(dId: number | null | undefined): ChallanGroup | null {
  if (dId == null) return null;
  if (dId === DEPT.CARD_OFFICE) return 'card';
  if (dId === DEPT.HOSTELS_ADMIN || isHostelDept(dId)) return 'hostels';
  if (isLibraryDept(dId)) return 'libraries';
  if (dId === DEPT.TREASURER) return 'treasurer';
  return null;
}

/** The group a challan belongs to: type 8 is always the card group. */
export const challanGroupOf = (c: { D_ID: number; CHALLAN_TYPE: number }): ChallanGroup | null =>
  c.CHALLAN_TYPE === CARD_CHALLAN_TYPE ? 'card' : challanGroupOfDept(c.D_ID);

/**
 * The departments that get a status row when a student applies, in the order of the
 * progress table: card office, main library, departmental library, hostel, hostels administration,
 * treasurer, the academic department (HOD row), examination office.
 */
export function clearanceRowDepartments(a: { libraryDept: number; hostelDept: number | null; academicDept: number }): number[] {
  const out: number[] = [DEPT.CARD_OFFICE, DEPT.MAIN_LIBRARY];
  if (isDepartmentalLibrary(a.libraryDept)) out.push(a.libraryDept);
  if (a.hostelDept != null && (HOSTEL_DEPTS as readonly number[]).includes(a.hostelDept)) out.push(a.hostelDept, DEPT.HOSTELS_ADMIN);
  out.push(DEPT.TREASURER);
  if (isAcademicDept(a.academicDept)) out.push(a.academicDept);
  out.push(DEPT.EXAMINATION);
  return out;
}

/** The name of a row's department in the progress table (the academic row is the HOD's). */
export const rowDepartmentName = (dId: number, name: string) => (isAcademicDept(dId) ? `HOD (${name})` : name);

/** Challan heads (getChallanHeads): the description of a challan is its head's name. 8 is the card challan,
 * 12 the transport card challan (TRANSPORT_CHALLAN_TYPE). */
export const CHALLAN_HEADS: { REQ_ID: number; REQ_DEF: string }[] = [
  { REQ_ID: 1, REQ_DEF: 'Library Fine' },
  { REQ_ID: 2, REQ_DEF: 'Lost Book Charges' },
  { REQ_ID: 3, REQ_DEF: 'Hostel Room Rent' },
  { REQ_ID: 4, REQ_DEF: 'Mess Bill' },
  { REQ_ID: 5, REQ_DEF: 'Hostel Damage Charges' },
  { REQ_ID: 6, REQ_DEF: 'Tuition Fee Arrears' },
  { REQ_ID: 7, REQ_DEF: 'Examination Fee' },
  { REQ_ID: 8, REQ_DEF: 'Student Card Charges' },
  { REQ_ID: 9, REQ_DEF: 'Laboratory Dues' },
  { REQ_ID: 10, REQ_DEF: 'Miscellaneous Fine' },
  { REQ_ID: 11, REQ_DEF: 'Clearance Processing Fee' },
  // The transport card challan's head (every challan is a record); not offered to departments.
  { REQ_ID: 12, REQ_DEF: 'Transport Card Fee' },
];
