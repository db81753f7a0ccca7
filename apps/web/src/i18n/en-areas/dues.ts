/**
 * The English texts only the dues area's screens use (features/dues): added when one of them loads
 * (features/dues/english.ts), not with every screen. ../en.ts joins every part into the catalogue.
 */
export const enDues = {
  dues: {
    code: 'Code',
    card: 'Card',
    duesPkr: 'Dues (PKR)',
    amountInWords: 'Amount in Words',
    action: 'Action',
    applyNote: 'New dues apply to challans issued after the change; challans already issued keep their amount.',
    editOf: 'Edit {{card}}',
    newDuesOf: 'New dues of {{card}}',
    wordsOf: 'Amount in words of {{card}}',
  },
};
