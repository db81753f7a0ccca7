/**
 * The English texts only the ID-card area's screens use (features/id-cards): added when one of them loads
 * (features/id-cards/english.ts), not with every screen. ../en.ts joins every part into the catalogue.
 */
export const enIdCards = {
  newInter: {
    year: 'Year',
    noStudent: 'No Student Found',
    downloadExcel: 'Download Excel',
  },
};
