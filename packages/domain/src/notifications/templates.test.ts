import { describe, expect, it } from 'vitest';
import { STATUS } from '../statuses.js';
import type { NoticeEvent } from './events.js';
import { digestMail, noticeMail, noticeOf, noticeText, textLang } from './templates.js';
import { overdueCutoff, isOverdue } from './overdue.js';
import { requestChangeNotifies, rowChangeNotifies, seesDepartmentQueue, studentGetsMail } from './rules.js';

const ctx = { institution: 'Government College University', publicUrl: 'https://portal.example.edu/', lang: 'en' as const, name: 'Ali Raza' };

const names = (dId: number) => ({ 101: 'Card Office', 130: 'Transport Office', 406: 'Main Library', 201: 'Computer Science' })[dId] ?? '';
const ARABIC = /[\u0600-\u06FF]/;
const LATIN_WORD = /[A-Za-z]{3,}/;
const say = (e: NoticeEvent, lang: 'en' | 'ur' = 'en') => ({ ...noticeOf(e), ...noticeText(e, lang, names) });

describe('notices: kept as events, put into words in the reader\'s language', () => {
  const clearance: NoticeEvent = { kind: 'clearance', tId: 7, dId: 406, status: STATUS.BOOKS_PENDING, comment: 'Return 2 books', venue: '' };
  const card = { kind: 'id-card' as const, requestId: 12, dId: 101 };

  it('a clearance row change names the department, the new status and the comment', () => {
    const n = say(clearance);
    expect(n.title).toBe('Main Library: Books Pending');
    expect(n.body).toBe('Main Library set your clearance to "Books Pending". Comment: Return 2 books.');
    expect(n.link).toBe('/student-uni-card-requests?requestType=Clearance');
    expect(n.dId).toBe(406);
    expect(n.event).toEqual(clearance);
  });

  it('the same event in Urdu: office and status named in Urdu, no English word left but the typed comment', () => {
    const n = say({ ...clearance, comment: '' }, 'ur');
    expect(n.title).toBe('مرکزی لائبریری: کتابیں واپس نہیں');
    expect(n.body).toContain('کلیئرنس');
    expect(`${n.title} ${n.body}`).not.toMatch(LATIN_WORD);
  });

  it('English words carry no Urdu, whatever language the student used last', () => {
    for (const e of [clearance, { ...card, status: STATUS.IMAGE_NOT_CLEAR, distributionDate: null, venue: null }] as NoticeEvent[]) {
      const n = say(e, 'en');
      expect(`${n.title} ${n.body}`).not.toMatch(ARABIC);
    }
  });

  it.each([
    // status, distribution date, venue, what the body says next, what it must not say
    [STATUS.IN_PROGRESS, '2026-12-01', 'Room 4', 'Collect it on 01 December 2026 at Room 4.', null],
    [STATUS.IMAGE_NOT_CLEAR, '2026-12-01', 'Room 4', 'upload a clear photo again', 'Collect'],
    [STATUS.INFO_MISSING, null, 'Room 4', 'complete the missing information', 'Collect'],
    [STATUS.FEE_PENDING, '2026-12-01', 'Room 4', 'Download the challan', 'Collect'],
    [STATUS.DELIVERED, '2026-12-01', 'Room 4', 'is now "Delivered".', 'Collect'],
    [STATUS.REJECTED, '2026-12-01', 'Room 4', 'is now "Rejected".', 'Collect'],
  ])('a card request set to status %i (date %s, venue %s) says "%s"', (status, date, venue, says, never) => {
    const n = say({ ...card, status, distributionDate: date, venue });
    expect(n.body).toContain(says);
    if (never) expect(n.body).not.toContain(never);
  });

  it('"Image Not Clear" asks for a new photo in Urdu too, never where to collect the card', () => {
    const n = say({ ...card, status: STATUS.IMAGE_NOT_CLEAR, distributionDate: '2026-12-01', venue: 'Room 4' }, 'ur');
    expect(n.body).toContain('تصویر دوبارہ اپ لوڈ');
    expect(n.body).not.toContain('وصولی');
    expect(n.link).toBe('/student-uni-card-requests/update-new-card-request/12');
  });

  it('a challan names its number, amount and due date; dates are written in the reader\'s language', () => {
    const c: NoticeEvent = { kind: 'challan', for: 'transport', action: 'issued', challanNo: 'TR-3', amount: 18000, dueDate: '2026-11-26', requestId: 3 };
    const en = say(c);
    expect(en.title).toBe('Challan TR-3 issued');
    expect(en.body).toContain('due date 26 November 2026');
    expect(en.link).toBe('/student-transport-card-requests');
    const ur = say(c, 'ur');
    expect(ur.body).toContain('26 نومبر 2026');
    expect(ur.body).toContain('\u2068TR-3\u2069');
  });

  it('staff hear of a new request in their language', () => {
    const q: NoticeEvent = { kind: 'queue', dId: 201, request: 'clearance', requestId: 5, studentName: 'Ali', rollNo: 'BSCS-1' };
    expect(say(q).title).toBe('New clearance request for Computer Science');
    expect(say(q).link).toBe('/clearance-certificate-requests');
    expect(say(q, 'ur').title).toBe('کمپیوٹر سائنس کے لیے نئی کلیئرنس کی درخواست');
  });

  it('tells the language of words stored before events were kept', () => {
    expect(textLang('Main Library: Books Pending')).toBe('en');
    expect(textLang('آپ کی کلیئرنس کی حیثیت "Books Pending" کر دی ہے')).toBe('ur');
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

describe('digestMail', () => {
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
