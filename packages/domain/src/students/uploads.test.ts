import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { STUDENT_MSG, eftDocumentProblem, photoProblem } from './uploads.js';

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
