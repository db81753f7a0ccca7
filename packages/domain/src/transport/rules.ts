import { MAX_PHOTO_BYTES } from '../limits.js';
import { hasJpegExtension } from '../photos.js';
import { isStudent, type SessionUser } from '../session.js';
import { NO_TRANSPORT_REQUEST, STATUS } from '../statuses.js';
import { type Refusal, refuse } from '../workflow/decision.js';
import { M, type Message } from '../message-codes.js';

/** LAST_TR_S values that allow a new application: no request yet (50) or the last one Delivered (8). */
export const TRANSPORT_APPLY_ALLOWED: readonly number[] = [NO_TRANSPORT_REQUEST, STATUS.DELIVERED];

/** Whether a student whose last transport request status is `last` may apply (missing = 50). */
export const allowsTransportApplication = (last: number | null | undefined) => TRANSPORT_APPLY_ALLOWED.includes(last ?? NO_TRANSPORT_REQUEST);

/**
 * Why a student whose last transport request status is `last` cannot apply for a new card, or null when they
 * may (missing = no request yet): a request still Incomplete, or one not yet Delivered. The server refuses an
 * application with it; the application screen says it, with the request's state, instead of the form.
 */
export function transportApplyRefusal(last: number | null | undefined): Message | null {
  const status = last ?? NO_TRANSPORT_REQUEST;
  if (status === STATUS.INCOMPLETE) return M.common.alreadyIncompleteRequest;
  return allowsTransportApplication(status) ? null : M.common.alreadyAppliedTransport;
}

export interface TransportFormInput {
  routeId?: number | string | null;
  stopId?: number | string | null;
  /** The chosen file, or null/undefined when none. */
  file?: { name: string; size: number } | null;
  /** The student's LAST_TR_S (application only). */
  lastStatus?: number | null;
}

const chosen = (v: number | string | null | undefined) => v != null && String(v).trim() !== '' && String(v) !== '0';

/**
 * The first failing rule of the transport form, in a fixed order, or null:
 * route, stop, image, (application only) last transport status, size, extension.
 */
export function transportFormError(input: TransportFormInput, kind: 'apply' | 'resubmit'): Message | null {
  return transportFormRefusal(input, kind)?.message ?? null;
}

/**
 * The same rule with the answer's status: an open request already on file is a conflict (409), every other
 * broken rule bad input (400).
 */
export function transportFormRefusal(input: TransportFormInput, kind: 'apply' | 'resubmit'): Refusal | null {
  if (!chosen(input.routeId)) return refuse(400, M.common.routeNotSelected);
  if (!chosen(input.stopId)) return refuse(400, M.common.stopNotSelected);
  if (!input.file || input.file.size === 0) return refuse(400, M.common.imageNotSelected);
  if (kind === 'apply') {
    const refusal = transportApplyRefusal(input.lastStatus);
    if (refusal) return refuse(409, refusal);
  }
  if (input.file.size > MAX_PHOTO_BYTES) return refuse(400, M.common.fileTooLarge);
  if (!hasJpegExtension(input.file.name)) return refuse(400, M.common.onlyJpeg);
  return null;
}

/** The identity in an application's path (C_CODE/SE_ID/ROLNO) must be the signed-in student's. */
export function isOwnTransportIdentity(user: SessionUser, id: { C_CODE?: unknown; SE_ID?: unknown; ROLNO?: unknown }): boolean {
  if (!isStudent(user)) return false;
  const same = (a: unknown, b: unknown) => a === undefined || String(a).trim() === String(b ?? '');
  return same(id.C_CODE, user.C_CODE) && same(id.SE_ID, user.SE_ID) && same(id.ROLNO, user.ROLNO);
}

/** What the student's table offers for a request. */
export type TransportAction = 'edit' | 'challan' | null;
export function transportActionFor(status: number): TransportAction {
  if (status === STATUS.IMAGE_NOT_CLEAR) return 'edit';
  if (status === STATUS.FEE_PENDING) return 'challan';
  return null;
}

/** Status colours of the student's transport view: green, blue or red; others grey. */
export type TransportStatusColour = 'green' | 'blue' | 'red' | 'gray';
export function transportStatusColour(status: number): TransportStatusColour {
  switch (status) {
    case STATUS.COMPLETE:
      return 'green';
    case STATUS.IN_PROGRESS:
    case STATUS.VERIFYING:
      return 'blue';
    case STATUS.FEE_PENDING:
    case STATUS.INFO_MISSING:
    case STATUS.IMAGE_NOT_CLEAR:
      return 'red';
    default:
      return 'gray';
  }
}

/** "REPLACE", with or without quotes ('REPLACE'); clients send both. */
export const isReplaceMode = (mode: string) => mode.replace(/^['"]|['"]$/g, '') === 'REPLACE';
