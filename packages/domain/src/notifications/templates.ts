import { requestNextStep, type NextStep } from '../tracker/next-step.js';
import { departmentName, formatDateLongIn, statusNameIn } from '../languages.js';
import { formatRupees } from '../money.js';
import { STATUS } from '../statuses.js';
import type { ChallanAction, ChallanFor, Lang, Notice, NoticeEvent, NoticeText, QueueEvent, StudentEvent } from './events.js';
import { staffLink, studentLink } from './links.js';

/**
 * The one place for notification and mail wording, English and Urdu. Pure. A notification keeps its event
 * (events.ts); `noticeText` gives its words in the reader's language when it is read, and in the student's
 * language when it is mailed.
 */

/** The English name of a department by id, as the database holds it (the reader's language is applied here). */
export type DepartmentNames = (dId: number) => string;

const WHAT: Record<Lang, Record<'id-card' | 'transport' | 'endowment' | ChallanFor, string>> = {
  en: { clearance: 'clearance', 'id-card': 'ID card', transport: 'transport card', endowment: 'endowment fund' },
  ur: { clearance: 'کلیئرنس', 'id-card': 'شناختی کارڈ', transport: 'ٹرانسپورٹ کارڈ', endowment: 'انڈاؤمنٹ فنڈ' },
};

const CHALLAN_ACTION: Record<Lang, Record<ChallanAction, string>> = {
  en: { issued: 'issued', changed: 'changed', paid: 'paid' },
  ur: { issued: 'جاری', changed: 'تبدیل', paid: 'ادا' },
};

const sentence = (s: string) => (/[.!?۔]$/.test(s) ? s : `${s}.`);
/** Left-to-right data (codes, amounts, roll numbers, typed text) inside an Urdu sentence keeps its own order. */
const ltr = (lang: Lang, s: string | number) => (lang === 'ur' ? `\u2068${s}\u2069` : String(s));

function clearanceText(e: Extract<StudentEvent, { kind: 'clearance' }>, lang: Lang, dept: string): NoticeText {
  const status = statusNameIn(lang, e.status);
  const parts =
    lang === 'ur'
      ? [`${dept} نے آپ کی کلیئرنس کی حیثیت "${status}" کر دی ہے۔`, e.comment && `تبصرہ: ${ltr(lang, e.comment)}`, e.venue && `مقام: ${ltr(lang, e.venue)}`]
      : [`${dept} set your clearance to "${status}".`, e.comment && `Comment: ${sentence(e.comment)}`, e.venue && `Venue: ${sentence(e.venue)}`];
  return { title: `${dept}: ${status}`, body: parts.filter(Boolean).join(' ') };
}

function challanText(e: Extract<StudentEvent, { kind: 'challan' }>, lang: Lang): NoticeText {
  const what = WHAT[lang][e.for];
  const no = ltr(lang, e.challanNo);
  const amount = ltr(lang, formatRupees(e.amount));
  const due = formatDateLongIn(lang, e.dueDate);
  if (lang === 'ur') {
    const title = `چالان ${no} ${CHALLAN_ACTION.ur[e.action]}`;
    const body =
      e.action === 'paid'
        ? `آپ کے ${what} کے چالان ${no} (${amount}) کی ادائیگی درج ہو گئی ہے۔`
        : `آپ کے ${what} کا چالان ${no} (${amount}) ${CHALLAN_ACTION.ur[e.action]} ہوا ہے${due ? `، آخری تاریخ ${due}` : ''}۔ درخواست کے صفحے سے ڈاؤن لوڈ کریں۔`;
    return { title, body };
  }
  const title = `Challan ${no} ${CHALLAN_ACTION.en[e.action]}`;
  const body =
    e.action === 'paid'
      ? `The payment of your ${what} challan ${no} (${amount}) was recorded.`
      : `Your ${what} challan ${no} (${amount}) was ${e.action}${due ? `; due date ${due}` : ''}. Download it from your request.`;
  return { title, body };
}

/**
 * What the student does next, from the same rule as the tracker and My Requests (`requestNextStep`): so a
 * photo not accepted asks for a new photo, and only a card the office will hand out says when and where to
 * collect it.
 */
function nextStepSentence(step: NextStep | null, lang: Lang, e: Extract<StudentEvent, { kind: 'id-card' | 'transport' | 'endowment' }>): string {
  if (!step) return '';
  const ur = lang === 'ur';
  switch (step.code) {
    case 'upload-photo':
      return ur ? 'براہ کرم درخواست کھول کر صاف تصویر دوبارہ اپ لوڈ کریں۔' : 'Please open the request and upload a clear photo again.';
    case 'provide-info':
      if (step.params.upload)
        return ur ? 'براہ کرم نامکمل معلومات دستاویز کی صورت میں درخواست پر اپ لوڈ کریں۔' : 'Please upload the missing information as a document on your request.';
      return ur ? 'براہ کرم درخواست کھول کر نامکمل معلومات مکمل کریں۔' : 'Please open the request and complete the missing information.';
    case 'provide-documents':
      return ur ? 'براہ کرم مطلوبہ دستاویز درخواست پر اپ لوڈ کریں۔' : 'Please upload the requested document on your request.';
    case 'pay-challan':
    case 'pay-fee':
      return ur ? 'درخواست کے صفحے سے چالان ڈاؤن لوڈ کر کے بینک میں جمع کرائیں۔' : 'Download the challan from your request and pay it at the bank.';
    case 'clear-dues':
      return ur ? 'اپنے واجبات دفتر میں ادا کریں۔' : 'Clear your dues with the office.';
    case 'return-books':
      return ur ? 'لائبریری کی کتابیں واپس کریں۔' : 'Return your library books.';
    case 'return-card':
      return ur ? 'اپنا طالب علم کارڈ واپس کریں۔' : 'Return your student card.';
    case 'submit-thesis':
      return ur ? 'اپنا مقالہ جمع کرائیں۔' : 'Submit your thesis.';
    case 'collect': {
      const when = formatDateLongIn(lang, e.distributionDate);
      const where = e.venue?.trim() ?? '';
      if (ur) return `وصولی: ${[`تاریخ ${when}`, where && `مقام ${ltr(lang, where)}`].filter(Boolean).join('، ')}۔`;
      return `Collect it on ${when}${where ? ` at ${sentence(where)}` : '.'}`;
    }
    default:
      return '';
  }
}

function requestText(e: Extract<StudentEvent, { kind: 'id-card' | 'transport' | 'endowment' }>, lang: Lang, dept: string): NoticeText {
  const what = WHAT[lang][e.kind];
  const status = statusNameIn(lang, e.status);
  const kind = e.kind === 'id-card' ? 'card' : e.kind;
  const step = requestNextStep(kind, e.status, { distributionDate: e.distributionDate, venue: e.venue });
  const parts = [
    lang === 'ur' ? `آپ کی ${what} کی درخواست کی حیثیت اب "${status}" ہے۔` : `Your ${what} request is now "${status}".`,
    nextStepSentence(step, lang, e),
  ];
  return { title: `${dept}: ${status}`, body: parts.filter(Boolean).join(' ') };
}

function queueText(e: QueueEvent, lang: Lang, dept: string): NoticeText {
  const who = `${e.studentName} (${ltr(lang, e.rollNo)})`;
  if (lang === 'ur') {
    const what = `${WHAT.ur[e.request]} کی درخواست`;
    return { title: `${dept} کے لیے نئی ${what}`, body: `${who} نے ${what} بھیجی ہے؛ یہ آپ کی فہرست میں منتظر ہے۔` };
  }
  const what = e.request === 'clearance' ? 'clearance request' : `${WHAT.en[e.request]} request`;
  return { title: `New ${what} for ${dept}`, body: `${who} sent a ${what}; it waits in your list.` };
}

/** What a notification stores beside its event: kind, department and link (the same in every language). */
export function noticeOf(e: NoticeEvent): Notice {
  const link = e.kind === 'queue' ? staffLink(e) : studentLink(e, STATUS.IMAGE_NOT_CLEAR);
  return { kind: e.kind, dId: 'dId' in e ? e.dId : null, link, event: e };
}

/** A notification's words in `lang`; `deptName` gives the department's English name by id (translated here). */
export function noticeText(e: NoticeEvent, lang: Lang, deptName: DepartmentNames): NoticeText {
  if (e.kind === 'challan') return challanText(e, lang);
  const dept = departmentName(lang, deptName(e.dId), e.dId);
  if (e.kind === 'clearance') return clearanceText(e, lang, dept);
  if (e.kind === 'queue') return queueText(e, lang, dept);
  return requestText(e, lang, dept);
}

/**
 * The language a stored text is written in: notifications from before events were kept hold their words
 * in the language of that day, so the reader's screen marks them (direction and the Urdu font).
 */
export const textLang = (s: string): Lang => (/[\u0600-\u06FF]/.test(s) ? 'ur' : 'en');

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

/** A notice as a mail in `c.lang`: plain text and simple HTML, the institution's name, a link from PUBLIC_URL. */
export function noticeMail(n: NoticeText & Pick<Notice, 'link'>, c: MailContext): MailContent {
  const url = absoluteLink(c.publicUrl, n.link);
  const ur = c.lang === 'ur';
  const greeting = ur ? `محترم ${c.name}،` : `Dear ${c.name},`;
  const open = ur ? 'پورٹل پر دیکھیں' : 'Open in the portal';
  const footer = ur
    ? `${c.institution} — اسٹوڈنٹ سروسز۔ یہ ای میل خودکار ہے؛ ای میل اطلاعات پروفائل میں بند کی جا سکتی ہیں۔`
    : `${c.institution} — Student Services. This mail was sent automatically; you can turn email notifications off in your profile.`;
  const text = `${greeting}\n\n${n.body}\n\n${open}: ${url}\n\n${footer}\n`;
  const dir = ur ? ' dir="rtl" lang="ur"' : ' lang="en"';
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
