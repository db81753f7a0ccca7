/**
 * The English texts only the challans area's screens use (features/challans): added when one of them loads
 * (features/challans/english.ts), not with every screen. ../en.ts joins every part into the catalogue.
 */
export const enChallans = {
  reconcile: {
    outcome: {
      matched: 'Matched',
      amountDiffers: 'Amount differs',
      alreadyPaid: 'Already paid',
      unknown: 'Unknown challan',
      duplicate: 'Duplicate line',
    },
    kind: {
      clearance: 'Clearance challan',
      card: 'Student card challan',
      transport: 'Transport card challan',
    },
    column: {
      challan: 'Challan number',
      amount: 'Amount',
      date: 'Date paid',
    },
    challanIsFor: 'The challan is for {{amount}}',
    paidOn: 'Paid on {{date}}',
    paid: 'Paid',
    sameAsLine: 'Same challan as line {{line}}',
    noSuchChallan: 'No challan has this number',
    markedPaid: 'Marked paid',
    willBeMarkedPaid: 'Will be marked paid',
    noLines: 'No lines.',
    line: 'Line',
    challanNumber: 'Challan number',
    amount: 'Amount',
    datePaid: 'Date paid',
    challan: 'Challan',
    student: 'Student',
    note: 'Note',
    confirmOne: 'Mark {{n}} challan paid on the dates of the statement?',
    confirmMany: 'Mark {{n}} challans paid on the dates of the statement?',
    recordPayments: 'Record payments',
    bankStatement: 'Bank statement',
    statementDescription: 'CSV or Excel (.xlsx) with the columns challan number, amount and date paid',
    chooseStatement: 'Choose the statement',
    columnOf: '{{column}} column',
    foundByName: 'Found by its name',
    preview: 'Preview',
    downloadReport: 'Download report',
    notRead: 'The statement was not read',
    onePaymentRecorded: '1 payment recorded.',
    paymentsRecorded: '{{n}} payments recorded.',
    nothingRecorded: 'Preview: nothing has been recorded yet.',
  },
};
