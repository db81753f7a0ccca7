import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../session.js';
import { M } from '../message-codes.js';
import { authorizeTransport } from './policy.js';

const student = (id: number) => ({ ID: id, ROLE: 'STDR', STD_ID: id, D_ID: null, ROLE_DES: '' }) as unknown as SessionUser;
const staff = (dId: number) => ({ ID: 900 + dId, ROLE: 'FMR', STD_ID: null, D_ID: dId, ROLE_DES: '' }) as unknown as SessionUser;
const notFound = { allowed: false, status: 404, message: M.transport.requestNotFound };

describe('authorizeTransport', () => {
  it.each([
    ['own request in Image Not Clear', student(7), { STUDENT_ID: 7, REQ_STATUS: 6 }, { allowed: true }],
    ['own request Submitted', student(7), { STUDENT_ID: 7, REQ_STATUS: 5 }, { allowed: false, status: 409, message: M.transport.onlyImageNotClear }],
    ["another student's request", student(8), { STUDENT_ID: 7, REQ_STATUS: 6 }, notFound],
    ['staff', staff(130), { STUDENT_ID: 7, REQ_STATUS: 6 }, notFound],
  ])('resubmit: %s', (_n, user, req, decision) => {
    expect(authorizeTransport(user, 'resubmit', req)).toEqual(decision);
  });

  it.each([
    ['own request Fee Pending', student(7), { STUDENT_ID: 7, REQ_STATUS: 7 }, { allowed: true }],
    ['own request Submitted', student(7), { STUDENT_ID: 7, REQ_STATUS: 5 }, { allowed: false, status: 409, message: M.transport.challanOnlyFeePending }],
    ["another student's Fee Pending", student(8), { STUDENT_ID: 7, REQ_STATUS: 7 }, notFound],
    ['transport office', staff(130), { STUDENT_ID: 7, REQ_STATUS: 5 }, { allowed: true }],
    ['card office', staff(101), { STUDENT_ID: 7, REQ_STATUS: 7 }, notFound],
  ])('download-challan: %s', (_n, user, req, decision) => {
    expect(authorizeTransport(user, 'download-challan', req)).toEqual(decision);
  });
});
