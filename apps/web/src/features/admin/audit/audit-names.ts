import type { TFunction } from 'i18next';
import '../english';

/**
 * The kinds of record and the actions of the audit log in words, for the audit screen's columns and filters
 * (loaded with the screen; the changes' words load with the rows, ./audit-words.ts).
 */

/** The kinds of record the portal audits, each with its words (`adminAudit.entityName.<entity>`). */
export const AUDIT_ENTITIES = [
  'account',
  'bank_call',
  'card',
  'card-print-batch',
  'card_due',
  'card_request',
  'challan',
  'clearance_request',
  'clearance_row',
  'department',
  'eft_application',
  'eft_schedule',
  'event',
  'mail',
  'mfa_requirement',
  'programme',
  'route',
  'stop',
  'student',
  'student_import',
  'transport_request',
] as const;

/** What the portal's audited changes do, each with its words (`adminAudit.actionName.<action>`). */
export const AUDIT_ACTIONS = [
  'apply',
  'resubmit',
  'create',
  'update',
  'change',
  'edit',
  'review',
  'set-status',
  'student-update',
  'delete',
  'restore',
  'close',
  'reopen',
  'challan-issued',
  'payment',
  'inquiry',
  'paid-by-fee-system',
  'replace-document',
  'upload-photo',
  'delete_photo',
  'photo-deleted',
  'transport-apply',
  'transport-resubmit',
  'transport-status',
  'import',
  'sign-in',
  'sign-out-everywhere',
  'change-password',
  'reset-password',
  'set-password',
  'mfa-on',
  'mfa-cleared',
  'disable',
  'enable',
  'revoke',
  'print',
  'print-failed',
  'retry',
] as const;

/** A wire name made words: "LAST_TR_S" → "Last tr s", "tranAuthId" → "Tran auth id". */
export function sentence(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_:]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const known = (list: readonly string[], value: string) => list.includes(value);

/** The kind of record in words ("clearance_row" → "Clearance decision"); one the portal does not list reads as its name made words. */
export const entityWords = (entity: string, t: TFunction): string => (known(AUDIT_ENTITIES, entity) ? t(`adminAudit.entityName.${entity}`) : sentence(entity));

/** What was done, in words ("disable" → "Disabled"); one the portal does not list reads as a sentence ("set-venue" → "Set venue"). */
export const auditActionWords = (action: string, t: TFunction): string =>
  known(AUDIT_ACTIONS, action) ? t(`adminAudit.actionName.${action}`) : sentence(action);
