import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { STUDENT_MSG, eftDocumentProblem, photoProblem } from './uploads.js';
import { nextStepFor } from './next-step.js';
import { STATUS } from '../statuses.js';

describe('photoProblem', () => {
  it.each([
    [null, MSG.imageNotSelected],
    [{ name: 'me.JPG', size: 51_201 }, MSG.fileTooLarge],
    [{ name: 'me.png', size: 1000 }, MSG.onlyJpeg],
    [{ name: 'me.JPEG', size: 51_200 }, null],
  ])('%j → %s', (f, msg) => expect(photoProblem(f)).toBe(msg));
});

describe('eftDocumentProblem', () => {
  it.each([
    [null, STUDENT_MSG.eftDocRequired],
    [{ name: 'a.pdf', size: 2_000_000 }, STUDENT_MSG.eftDocTooLarge],
    [{ name: 'a.docx', size: 1000 }, STUDENT_MSG.eftDocType],
    [{ name: 'a.PDF', size: 1000 }, null],
    [{ name: 'a.jpg', size: 1000 }, null],
  ])('%j → %s', (f, msg) => expect(eftDocumentProblem(f)).toBe(msg));
});

describe('nextStepFor', () => {
  it.each([
    ['card', STATUS.IMAGE_NOT_CLEAR, {}, 'Upload a clearer photo'],
    ['card', STATUS.FEE_PENDING, { hasChallan: true }, 'Download the challan and pay it at the bank'],
    ['card', STATUS.SUBMITTED, {}, null],
    ['endowment', STATUS.DOCUMENTS_PENDING, {}, 'Upload the requested document'],
    ['clearance', STATUS.BOOKS_PENDING, {}, 'Return your library books'],
    ['transport', STATUS.DELIVERED, {}, null],
  ] as const)('%s in %i → %s', (kind, status, opts, step) => expect(nextStepFor(kind, status, opts)).toBe(step));
});
