import { describe, expect, it } from 'vitest';
import { STATUS } from '../statuses.js';
import { digestMail, noticeMail, queueNotice, studentNotice } from './templates.js';
import { overdueCutoff, isOverdue } from './overdue.js';
import { requestChangeNotifies, rowChangeNotifies, seesDepartmentQueue, studentGetsMail } from './rules.js';

const ctx = { institution: 'Government College University', publicUrl: 'https://portal.example.edu/', lang: 'en' as const, name: 'Ali Raza' };

describe('studentNotice', () => {
  it('a clearance row change names the department, the new status and the comment', () => {
    const n = studentNotice({ kind: 'clearance', tId: 7, dId: 406, deptName: 'Main Library', status: STATUS.BOOKS_PENDING, statusName: 'Books Pending', comment: 'Return 2 books', venue: '' });
    expect(n.title).toBe('Main Library: Books Pending');
    expect(n.body).toBe('Main Library set your clearance to "Books Pending". Comment: Return 2 books.');
    expect(n.link).toBe('/student-uni-card-requests?requestType=Clearance');
    expect(n.dId).toBe(406);
  });
  it('a card ready for collection gives date and venue; Image Not Clear links to the re-upload form', () => {
    const base = { kind: 'id-card' as const, requestId: 12, dId: 101, deptName: 'Card Office' };
    const ready = studentNotice({ ...base, status: STATUS.DELIVERED, statusName: 'Delivered', distributionDate: '2026-12-01', venue: 'Room 4' });
    expect(ready.body).toContain('Collect it on 2026-12-01 at Room 4.');
    const unclear = studentNotice({ ...base, status: STATUS.IMAGE_NOT_CLEAR, statusName: 'Image Not Clear', distributionDate: null, venue: null });
    expect(unclear.link).toBe('/student-uni-card-requests/update-new-card-request/12');
    expect(unclear.body).toContain('upload a clear photo');
  });
  it('Fee Pending points to the challan download; a challan names its number, amount and due date', () => {
    const fee = studentNotice({ kind: 'transport', requestId: 3, dId: 130, deptName: 'Transport', status: STATUS.FEE_PENDING, statusName: 'Fee Pending', distributionDate: null, venue: null });
    expect(fee.body).toContain('Download the challan');
    const c = studentNotice({ kind: 'challan', for: 'transport', action: 'issued', challanNo: 'TR-3', amount: 18000, dueDate: '2026-12-10', requestId: 3 });
    expect(c.title).toBe('Challan TR-3 issued');
    expect(c.body).toContain('TR-3');
    expect(c.body).toContain('2026-12-10');
    expect(c.link).toBe('/student-transport-card-requests');
  });
  it('speaks Urdu when the student chose it', () => {
    const n = studentNotice({ kind: 'clearance', tId: 7, dId: 406, deptName: 'Main Library', status: 16, statusName: 'Books Pending', comment: '', venue: '' }, 'ur');
    expect(n.body).toContain('کلیئرنس');
  });
});

describe('noticeMail', () => {
  it('has plain text and HTML with the institution and an absolute link, and escapes HTML', () => {
    const m = noticeMail({ title: 'Main Library: Books Pending', body: 'Comment: <b>now</b>', link: '/student-uni-card-requests?requestType=Clearance' }, ctx);
    expect(m.subject).toBe('Government College University: Main Library: Books Pending');
    expect(m.text).toContain('https://portal.example.edu/student-uni-card-requests?requestType=Clearance');
    expect(m.text).toContain('Dear Ali Raza,');
    expect(m.html).toContain('&lt;b&gt;now&lt;/b&gt;');
    expect(m.html).toContain('href="https://portal.example.edu/student-uni-card-requests?requestType=Clearance"');
  });
});

describe('queueNotice and digestMail', () => {
  it('tells staff of a new request with a link to their list', () => {
    const n = queueNotice({ kind: 'queue', dId: 406, deptName: 'Main Library', request: 'clearance', requestId: 5, studentName: 'Ali', rollNo: 'BSCS-1' });
    expect(n.title).toBe('New clearance request for Main Library');
    expect(n.link).toBe('/clearance-certificate-requests');
  });
  it('the digest counts and lists overdue first with links', () => {
    const m = digestMail(
      { deptName: 'Main Library', waiting: 3, overdue: 1, oldest: [{ title: 'A', since: '2026-01-01', overdue: true, link: '/x' }, { title: 'B', since: '2026-02-01', overdue: false, link: '/y' }] },
      { institution: 'GCU', publicUrl: 'https://p.example', name: 'Librarian' },
    );
    expect(m.text).toContain('3 requests waiting for Main Library, 1 overdue.');
    expect(m.text).toMatch(/\[OVERDUE\] A .*https:\/\/p\.example\/x\n- B/);
  });
});

describe('who is told', () => {
  it('a row tells its student only when status, comment or venue changes', () => {
    const r = { REQ_ID: 1, COMMENT: '', VENUE: '' };
    expect(rowChangeNotifies(r, { ...r })).toBe(false);
    expect(rowChangeNotifies(r, { ...r, COMMENT: ' ' })).toBe(false);
    expect(rowChangeNotifies(r, { ...r, REQ_ID: 16 })).toBe(true);
    expect(rowChangeNotifies(r, { ...r, COMMENT: 'x' })).toBe(true);
    expect(rowChangeNotifies(r, { ...r, VENUE: 'Hall' })).toBe(true);
    expect(requestChangeNotifies({ status: 5 }, { status: 5, distributionDate: null })).toBe(false);
    expect(requestChangeNotifies({ status: 5 }, { status: 5, distributionDate: '2026-01-01' })).toBe(true);
  });
  it('mail only with an address and email on', () => {
    expect(studentGetsMail({ EMAIL: 'a@b.edu', EMAIL_NOTIFY: true })).toBe(true);
    expect(studentGetsMail({ EMAIL: 'a@b.edu', EMAIL_NOTIFY: false })).toBe(false);
    expect(studentGetsMail({ EMAIL: ' ', EMAIL_NOTIFY: true })).toBe(false);
    expect(studentGetsMail({ EMAIL: null, EMAIL_NOTIFY: true })).toBe(false);
  });
  it.each([
    [{ ROLE: 'FMR', ROLE_DES: '', D_ID: 406, DISABLED: false }, 406, true],
    [{ ROLE: 'FMR', ROLE_DES: '', D_ID: 406, DISABLED: true }, 406, false],
    [{ ROLE: 'FMR', ROLE_DES: '', D_ID: 405, DISABLED: false }, 406, false],
    [{ ROLE: 'FMR', ROLE_DES: '', D_ID: 201, DISABLED: false }, 201, false],
    [{ ROLE: 'STDR', ROLE_DES: '', D_ID: 406, DISABLED: false }, 406, false],
  ])('%o sees the queue of %i: %s', (a, d, expected) => expect(seesDepartmentQueue(a, d)).toBe(expected));
});

describe('overdue', () => {
  it('counts working days back, skipping weekends', () => {
    const monday = new Date('2026-11-23T10:00:00Z');
    expect(overdueCutoff(monday, 5).toISOString()).toBe('2026-11-16T10:00:00.000Z');
    expect(overdueCutoff(monday, 1).toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(isOverdue(new Date('2026-11-16T09:00:00Z'), monday, 5)).toBe(true);
    expect(isOverdue(new Date('2026-11-16T11:00:00Z'), monday, 5)).toBe(false);
  });
});
