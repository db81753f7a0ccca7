/**
 * The English texts only the events area's screens use (features/events): added when one of them loads
 * (features/events/english.ts), not with every screen (issue 13). ../en.ts joins every part into the catalogue.
 */
export const enEvents = {
  event: {
    registrationTitle: '{{event}} Ticket Registration',
    registerOnce: 'Register once with your CNIC/B-Form; your ticket is sent to your email.',
    ticketsLeft: '{{count}} tickets left',
    fullName: 'Full Name',
    email: 'Email',
    cnic: 'CNIC/B-Form',
    cnicHint: '13 digits, without dashes',
    phone: 'Phone Number',
    phoneHint: '11 digits, starting with 0',
    level: 'Level of Education',
    institution: 'Institution Name',
    city: 'City of Institution',
    cityPlaceholder: 'Start typing a city',
    clearFields: 'Clear Fields',
    submitForm: 'Submit Form',
  },
  eventAdmin: {
    mailSent: 'Sent',
    mailInOutbox: 'In outbox',
    mailNone: 'None',
    mailQueued: 'Queued',
    mailSending: 'Sending',
    mailFailed: 'Failed',
    mailKept: 'Kept (no SMTP)',
    registrations: 'Registrations',
    mailOutbox: 'Mail Outbox',
    event: 'Event',
    eventClosed: '{{name}} (closed)',
    ticketsIssued: '{{issued}} of {{stock}} tickets issued',
    ticketsLeft: '{{n}} left',
    mailTo: 'To {{to}} · {{date}}',
    oneAttempt: '{{n}} attempt',
    attempts: '{{n}} attempts',
    lastAttempt: 'last {{date}}',
    resend: 'Resend',
  },
};
