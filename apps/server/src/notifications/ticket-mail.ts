import type { Registration } from '@portal/domain';
import type { Mail } from '../adapters/mail/index.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The ticket mail: the event, the ticket number and what the attendee registered with. */
export function ticketMail(r: Registration, ticketNo: number, event: { name: string; code: string }, institution: string): Mail {
  const lines = [
    `Dear ${r.name},`,
    '',
    `Thank you for registering for ${event.name}.`,
    `Your ticket number is ${ticketNo}.`,
    '',
    `Name: ${r.name}`,
    `CNIC/B-Form: ${r.CNIC}`,
    `Phone: ${r.phoneNumber}`,
    `Institution: ${r.institutionName}, ${r.city}`,
    `Level of education: ${r.levelofEducation}`,
    '',
    'Please bring this ticket number and your CNIC/B-Form to the entrance.',
    '',
    institution,
  ];
  const html = `<p>Dear ${escapeHtml(r.name)},</p>
<p>Thank you for registering for <b>${escapeHtml(event.name)}</b>.</p>
<p style="font-size:20px">Your ticket number is <b>${ticketNo}</b>.</p>
<table>
<tr><td>Name</td><td>${escapeHtml(r.name)}</td></tr>
<tr><td>CNIC/B-Form</td><td>${escapeHtml(r.CNIC)}</td></tr>
<tr><td>Phone</td><td>${escapeHtml(r.phoneNumber)}</td></tr>
<tr><td>Institution</td><td>${escapeHtml(r.institutionName)}, ${escapeHtml(r.city)}</td></tr>
<tr><td>Level of education</td><td>${escapeHtml(r.levelofEducation)}</td></tr>
</table>
<p>Please bring this ticket number and your CNIC/B-Form to the entrance.</p>
<p>${escapeHtml(institution)}</p>`;
  return { to: r.email, subject: `${event.name}: your ticket number ${ticketNo}`, text: lines.join('\n'), html };
}
