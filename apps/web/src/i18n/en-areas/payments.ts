/**
 * The English texts only the payments area's screens use (features/payments): added when one of them loads
 * (features/payments/english.ts). ../en.ts joins every part into the catalogue.
 */
export const enPayments = {
  bankPayments: {
    title: 'Bank payments',
    intro: 'Challans paid at any bank through 1Bill / Kuickpay, by the day the portal received them (Pakistan time), to match the aggregator’s daily settlement.',
    filters: 'Find bank payments',
    from: 'From',
    to: 'To',
    bank: 'Bank',
    bankHint: 'Its short name, e.g. HBL',
    lookup: 'Consumer number or authorisation id',
    lookupHint: 'Searches every day',
    clear: 'Clear',
    total: '{{count}} payments, {{amount}}',
    totalOne: '1 payment, {{amount}}',
    byDay: 'By day',
    byBank: 'By bank',
    day: 'Day',
    count: 'Payments',
    amount: 'Amount',
    noBank: 'Not given',
    payments: 'Payments',
    received: 'Received',
    consumerNumber: 'Consumer number',
    authId: 'Authorisation id',
    bankDate: 'Bank’s date',
    challan: 'Challan',
    student: 'Student',
    reference: 'Our reference',
    none: 'No bank payments match.',
    page: 'Page {{page}} of {{total}} payments',
    previous: 'Previous page',
    next: 'Next page',
  },
};
