/**
 * The audit log keeps each change's before and after under the wire names the portal's records use
 * (docs/glossary.md). Here, for each field the portal audits: its words (`adminAudit.field.<key>`) and how
 * its value reads. A field not listed reads by its value (a yes/no, a date) under its name made words.
 */

/**
 * How a value reads: a request status by its name, an office or department by its name, a challan head by
 * its name, a flag as yes or no, a day or a moment as the portal writes them, an amount in rupees, a count,
 * an account's kind or sign-in method in words, a photo as whether there is one; else as it is.
 */
export type ValueKind =
  | 'status'
  | 'office'
  | 'offices'
  | 'head'
  | 'yesNo'
  | 'photo'
  | 'date'
  | 'dateTime'
  | 'money'
  | 'count'
  | 'role'
  | 'signInMethod'
  | 'text';

export interface AuditField {
  /** Its words: `adminAudit.field.<label>`. */
  label: string;
  kind: ValueKind;
  /** Whose change it is (a clearance decision's office): said first, changed or not. */
  context?: true;
}

const f = (label: string, kind: ValueKind = 'text'): AuditField => ({ label, kind });

/** The fields by wire name, whatever the record. */
const FIELDS: Readonly<Record<string, AuditField>> = {
  // requests and their decisions
  REQ_STATUS: f('status', 'status'),
  STATUS: f('status', 'status'),
  // REQ_ID names a challan head (what the money is for), but a clearance office's status (below).
  REQ_ID: f('challanHead', 'head'),
  LAST_TR_S: f('lastTransportStatus', 'status'),
  COMMENT: f('comment'),
  VENUE: f('venue'),
  DISTRIBUTION_DATE: f('distributionDate', 'date'),
  RF_ID: f('rfId'),
  MACHINE_ID: f('machineId'),
  D_ID: f('office', 'office'),
  DEPT_ID: f('department', 'office'),
  HOSTEL_ID: f('hostel', 'office'),
  rows: f('offices', 'offices'),
  ID: f('number'),
  TRANS_ID: f('requestNumber'),
  T_ID: f('requestNumber'),
  CLR_ID: f('reference'),
  BY_CARD_REQUEST: f('byCardRequest'),
  DELETED_AT: f('deletedAt', 'dateTime'),
  DELETED_BY: f('deletedBy'),
  TR_ATTEMPT_NO: f('attempt', 'count'),
  ATTEMPT_NO: f('attempt', 'count'),
  // students
  NM: f('name'),
  F_NM: f('fatherName'),
  F_NAME: f('fatherName'),
  ROLNO: f('rollNumber'),
  STD_ROLLNO: f('rollNumber'),
  rollNumbers: f('rollNumbers'),
  PHOTO: f('photo', 'photo'),
  HAS_PHOTO: f('photo', 'photo'),
  PHOTO_DELETED: f('photoDeleted', 'yesNo'),
  bytes: f('size', 'count'),
  imported: f('imported', 'count'),
  rejected: f('rejected', 'count'),
  unchanged: f('unchanged', 'count'),
  // challans and payments
  CHALLAN_ID: f('challanId'),
  CHALLAN_NO: f('challanNo'),
  DES: f('challanHead', 'head'),
  BAL: f('amount', 'money'),
  PAID: f('amountPaid', 'money'),
  DUE_DT: f('dueDate', 'date'),
  PAID_AT: f('paidAt', 'dateTime'),
  via: f('paidThrough'),
  dues: f('amount', 'money'),
  dues_desc: f('description'),
  amount: f('amount', 'money'),
  code: f('responseCode'),
  bank: f('bank'),
  // accounts
  USERNAME: f('username'),
  EMAIL: f('email'),
  KIND: f('role', 'role'),
  FM_ID: f('staffId'),
  D_NM: f('officeName'),
  HOD: f('hod', 'yesNo'),
  IT: f('itPerson', 'yesNo'),
  DUES_ADMIN: f('duesAdmin', 'yesNo'),
  ADMIN: f('administrator', 'yesNo'),
  DISABLED: f('disabled', 'yesNo'),
  LOCKED: f('locked', 'yesNo'),
  MFA_ON: f('twoFactor', 'yesNo'),
  mfa: f('twoFactor', 'yesNo'),
  required: f('twoFactorRequired', 'yesNo'),
  MUST_CHANGE_PASSWORD: f('mustChangePassword', 'yesNo'),
  mustChangePassword: f('mustChangePassword', 'yesNo'),
  CREATED_AT: f('createdAt', 'dateTime'),
  LAST_SIGN_IN_AT: f('lastSignIn', 'dateTime'),
  LAST_SIGN_IN_METHOD: f('signInMethod', 'signInMethod'),
  method: f('signInMethod', 'signInMethod'),
  tokenVersion: f('sessionsEnded', 'count'),
  // cards, events, departments
  revoked: f('revoked', 'yesNo'),
  reason: f('reason'),
  IS_OPEN: f('open', 'yesNo'),
  CODE: f('code'),
  TARGET_DAYS: f('targetDays', 'count'),
};

/** A field of one kind of record, where the same wire name means something else there (docs/glossary.md). */
const OF_ENTITY: Readonly<Record<string, Readonly<Record<string, AuditField>>>> = {
  // A clearance request's D_ID is the library the student chose; its office rows carry the status as REQ_ID.
  clearance_request: { D_ID: f('library', 'office'), REQ_ID: f('status', 'status') },
  clearance_row: { REQ_ID: f('status', 'status'), D_ID: { ...f('office', 'office'), context: true } },
  // A student's and a programme's D_ID is the academic department.
  student: { D_ID: f('department', 'office') },
  programme: { D_ID: f('department', 'office') },
  department: { D_NM: f('name') },
  // The outbox's status is a word of its own (queued, sent, failed), not a request status.
  mail: { STATUS: f('status') },
};

/** The field `key` of a record of kind `entity`; undefined when the portal does not list it. */
export function auditField(entity: string, key: string): AuditField | undefined {
  const own = Object.hasOwn(OF_ENTITY, entity) && Object.hasOwn(OF_ENTITY[entity]!, key) ? OF_ENTITY[entity]![key] : undefined;
  if (own) return own;
  return Object.hasOwn(FIELDS, key) ? FIELDS[key] : undefined;
}

const ORDER = new Map(Object.keys(FIELDS).map((key, i) => [key, i]));

/** Fields in the order of the table above (a request's status first, an account's flags together); others after, as they come. */
export const byFieldOrder = (keys: readonly string[]): string[] => [...keys].sort((a, b) => (ORDER.get(a) ?? ORDER.size) - (ORDER.get(b) ?? ORDER.size));
