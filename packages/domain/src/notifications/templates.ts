import { formatRupees } from '../money.js';
import { STATUS } from '../statuses.js';
import type { ChallanAction, ChallanFor, Lang, Notice, QueueEvent, StudentEvent } from './events.js';
import { staffLink, studentLink } from './links.js';

/** The one place for notification and mail wording (issue 10), English and Urdu. Pure. */

const WHAT: Record<Lang, Record<'id-card' | 'transport' | 'endowment' | ChallanFor, string>> = {
  en: { clearance: 'clearance', 'id-card': 'ID card', transport: 'transport card', endowment: 'endowment fund' },
  ur: { clearance: 'کلیئرنس', 'id-card': 'شناختی کارڈ', transport: 'ٹرانسپورٹ کارڈ', endowment: 'انڈاؤمنٹ فنڈ' },
};

const CHALLAN_ACTION: Record<Lang, Record<ChallanAction, string>> = {
  en: { issued: 'issued', changed: 'changed', paid: 'paid' },
  ur: { issued: 'جاری', changed: 'تبدیل', paid: 'ادا' },
};

const sentence = (s: string) => (/[.!?۔]$/.test(s) ? s : `${s}.`);

function clearanceText(e: Extract<StudentEvent, { kind: 'clearance' }>, lang: Lang) {
  const parts =
    lang === 'ur'
      ? [`${e.deptName} نے آپ کی کلیئرنس کی حیثیت "${e.statusName}" کر دی ہے۔`, e.comment && `تبصرہ: ${e.comment}`, e.venue && `مقام: ${e.venue}`]
      : [`${e.deptName} set your clearance to "${e.statusName}".`, e.comment && `Comment: ${sentence(e.comment)}`, e.venue && `Venue: ${sentence(e.venue)}`];
  return { title: `${e.deptName}: ${e.statusName}`, body: parts.filter(Boolean).join(' ') };
}

function challanText(e: Extract<StudentEvent, { kind: 'challan' }>, lang: Lang) {
  const what = WHAT[lang][e.for];
  const amount = formatRupees(e.amount);
  if (lang === 'ur') {
    const title = `چالان ${e.challanNo} ${CHALLAN_ACTION.ur[e.action]}`;
    const body =
      e.action === 'paid'
        ? `آپ کے ${what} کے چالان ${e.challanNo} (${amount}) کی ادائیگی درج ہو گئی ہے۔`
        : `آپ کے ${what} کا چالان ${e.challanNo} (${amount}) ${CHALLAN_ACTION.ur[e.action]} ہوا ہے${e.dueDate ? `، آخری تاریخ ${e.dueDate}` : ''}۔ درخواست کے صفحے سے ڈاؤن لوڈ کریں۔`;
    return { title, body };
  }
  const title = `Challan ${e.challanNo} ${CHALLAN_ACTION.en[e.action]}`;
  const body =
    e.action === 'paid'
      ? `The payment of your ${what} challan ${e.challanNo} (${amount}) was recorded.`
      : `Your ${what} challan ${e.challanNo} (${amount}) was ${e.action}${e.dueDate ? `; due date ${e.dueDate}` : ''}. Download it from your request.`;
  return { title, body };
}

function requestText(e: Extract<StudentEvent, { kind: 'id-card' | 'transport' | 'endowment' }>, lang: Lang) {
  const what = WHAT[lang][e.kind];
  const ur = lang === 'ur';
  const parts = [ur ? `آپ کی ${what} کی درخواست کی حیثیت اب "${e.statusName}" ہے۔` : `Your ${what} request is now "${e.statusName}".`];
  if (e.distributionDate || e.venue) {
    const when = e.distributionDate ? (ur ? `تاریخ ${e.distributionDate}` : `on ${e.distributionDate}`) : '';
    const where = e.venue ? (ur ? `مقام ${e.venue}` : `at ${e.venue}`) : '';
    parts.push(ur ? `وصولی: ${[when, where].filter(Boolean).join('، ')}۔` : `Collect it ${[when, where].filter(Boolean).join(' ')}.`);
  }
  if (e.status === STATUS.IMAGE_NOT_CLEAR)
    parts.push(ur ? 'براہ کرم درخواست کھول کر صاف تصویر دوبارہ اپ لوڈ کریں۔' : 'Please open the request and upload a clear photo again.');
  if (e.status === STATUS.FEE_PENDING)
    parts.push(ur ? 'درخواست کے صفحے سے چالان ڈاؤن لوڈ کر کے بینک میں جمع کرائیں۔' : 'Download the challan from your request and pay it at the bank.');
  return { title: `${e.deptName}: ${e.statusName}`, body: parts.join(' ') };
}

/** The in-app notice of a student event, in the student's language. */
export function studentNotice(e: StudentEvent, lang: Lang = 'en'): Notice {
  const text = e.kind === 'clearance' ? clearanceText(e, lang) : e.kind === 'challan' ? challanText(e, lang) : requestText(e, lang);
  return { kind: e.kind, dId: 'dId' in e ? e.dId : null, ...text, link: studentLink(e, STATUS.IMAGE_NOT_CLEAR) };
}

/** The in-app notice for the staff of a department when a new request reaches its queue (English). */
export function queueNotice(e: QueueEvent): Notice {
  const what = e.request === 'clearance' ? 'clearance request' : `${WHAT.en[e.request]} request`;
  return {
    kind: 'queue',
    dId: e.dId,
    title: `New ${what} for ${e.deptName}`,
    body: `${e.studentName} (${e.rollNo}) sent a ${what}; it waits in your list.`,
    link: staffLink(e),
  };
}

export interface MailContext {
  institution: string;
  /** The portal's public address, e.g. https://portal.example.edu (no trailing slash needed). */
  publicUrl: string;
  lang: Lang;
  name: string;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const absoluteLink = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

/** A notice as a mail: plain text and simple HTML, the institution's name, a link from PUBLIC_URL. */
export function noticeMail(n: Pick<Notice, 'title' | 'body' | 'link'>, c: MailContext): MailContent {
  const url = absoluteLink(c.publicUrl, n.link);
  const ur = c.lang === 'ur';
  const greeting = ur ? `محترم ${c.name}،` : `Dear ${c.name},`;
  const open = ur ? 'پورٹل پر دیکھیں' : 'Open in the portal';
  const footer = ur
    ? `${c.institution} — اسٹوڈنٹ سروسز۔ یہ ای میل خودکار ہے؛ ای میل اطلاعات پروفائل میں بند کی جا سکتی ہیں۔`
    : `${c.institution} — Student Services. This mail was sent automatically; you can turn email notifications off in your profile.`;
  const text = `${greeting}\n\n${n.body}\n\n${open}: ${url}\n\n${footer}\n`;
  const dir = ur ? ' dir="rtl"' : '';
  const html = `<!doctype html><html><body${dir} style="font-family:Arial,sans-serif;color:#222">
<h2 style="color:#1c3d6e">${escapeHtml(c.institution)}</h2>
<p>${escapeHtml(greeting)}</p>
<p><strong>${escapeHtml(n.title)}</strong></p>
<p>${escapeHtml(n.body)}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(open)}</a></p>
<p style="color:#666;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject: `${c.institution}: ${n.title}`, text, html };
}

export interface DigestItem {
  title: string;
  /** ISO date the request reached the queue. */
  since: string;
  overdue: boolean;
  link: string;
}

/** The staff daily digest: count waiting, the five oldest (overdue first) with links. */
export function digestMail(d: { deptName: string; waiting: number; overdue: number; oldest: DigestItem[] }, c: Omit<MailContext, 'lang'>): MailContent {
  const lines = d.oldest.map((i) => `- ${i.overdue ? '[OVERDUE] ' : ''}${i.title} (since ${i.since}): ${absoluteLink(c.publicUrl, i.link)}`);
  const summary = `${d.waiting} request${d.waiting === 1 ? '' : 's'} waiting for ${d.deptName}, ${d.overdue} overdue.`;
  const text = `Dear ${c.name},\n\n${summary}\n\nOldest first:\n${lines.join('\n')}\n\n${c.institution} — Student Services. Daily digest; turn it off in your profile.\n`;
  const items = d.oldest
    .map(
      (i) =>
        `<li>${i.overdue ? '<strong style="color:#c92a2a">Overdue</strong> ' : ''}<a href="${escapeHtml(absoluteLink(c.publicUrl, i.link))}">${escapeHtml(i.title)}</a> (since ${escapeHtml(i.since)})</li>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222">
<h2 style="color:#1c3d6e">${escapeHtml(c.institution)}</h2>
<p>Dear ${escapeHtml(c.name)},</p><p>${escapeHtml(summary)}</p><ol>${items}</ol>
<p style="color:#666;font-size:12px">Daily digest; turn it off in your profile.</p></body></html>`;
  return { subject: `${c.institution}: ${summary}`, text, html };
}
