import { describe, expect, it } from 'vitest';
import { M } from '../message-codes.js';
import type { SessionUser } from '../session.js';
import { STATUS } from '../statuses.js';
import { authorizeEndowment } from './policy.js';

const student = (id: number) => ({ ID: id, ROLE: 'STDR', STD_ID: id, D_ID: null, ROLE_DES: '' }) as unknown as SessionUser;
const treasurer = { ID: 900, ROLE: 'FMR', STD_ID: null, D_ID: 123, ROLE_DES: '' } as unknown as SessionUser;
const notFound = { allowed: false, status: 404, message: M.common.notFound };

describe('authorizeEndowment', () => {
  const asked = { STUDENT_ID: 7, STATUS: STATUS.DOCUMENTS_PENDING };
  const submitted = { STUDENT_ID: 7, STATUS: STATUS.SUBMITTED };
  it.each([
    ['view-document: staff, any application', treasurer, 'view-document', submitted, { allowed: true }],
    ['view-document: the student, their own', student(7), 'view-document', submitted, { allowed: true }],
    ["view-document: another student's", student(8), 'view-document', submitted, notFound],
    ['replace-document: their own while a document is asked for', student(7), 'replace-document', asked, { allowed: true }],
    ['replace-document: their own once submitted', student(7), 'replace-document', submitted, { allowed: false, status: 409, message: M.eft.documentNotNeeded }],
    ["replace-document: another student's", student(8), 'replace-document', asked, notFound],
    ['replace-document: staff', treasurer, 'replace-document', asked, notFound],
  ] as const)('%s', (_n, user, action, record, expected) => expect(authorizeEndowment(user, action, record)).toEqual(expected));
});
