import { MAX_PHOTO_BYTES } from '../limits.js';
import { MSG } from '../messages.js';
import { coded } from '../message.js';

/** Supporting document of an endowment application: PDF or JPEG, at most 1 MB. */
export const MAX_EFT_DOC_BYTES = 1_048_576;

export const STUDENT_MSG = {
  eftDocTooLarge: 'Please Upload a Document Smaller than 1MB',
  eftDocType: 'Please Select Only a PDF or JPEG/JPG File',
  eftDocRequired: 'Please attach a supporting document',
} as const;

export interface PickedUpload {
  name: string;
  size: number;
}

const ext = (name: string) => name.toLowerCase().split('.').pop() ?? '';

/**
 * Client-side check of an ID-card photo (size first, then extension). The server checks
 * the size again and the real JPEG bytes. Returns the message to show, or null when the file is fine.
 */
export function photoProblem(file: PickedUpload | null | undefined): string | null {
  if (!file) return MSG.imageNotSelected;
  if (file.size > MAX_PHOTO_BYTES) return MSG.fileTooLarge;
  if (!['jpg', 'jpeg'].includes(ext(file.name))) return MSG.onlyJpeg;
  return null;
}

/** Client-side check of an endowment supporting document (PDF or JPEG, at most 1 MB). */
export function eftDocumentProblem(file: PickedUpload | null | undefined): string | null {
  if (!file) return STUDENT_MSG.eftDocRequired;
  if (file.size > MAX_EFT_DOC_BYTES) return STUDENT_MSG.eftDocTooLarge;
  if (!['pdf', 'jpg', 'jpeg'].includes(ext(file.name))) return STUDENT_MSG.eftDocType;
  return null;
}

/** STUDENT_MSG with codes (`M.student`: say them through `M`). */
export const STUDENT_M = /* @__PURE__ */ coded('student', STUDENT_MSG);
