/** "16 Mar" for the Monday (YYYY-MM-DD, UTC) that starts a week of the charts. */
export const weekLabel = (week: string) => new Date(`${week}T00:00:00Z`).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', timeZone: 'UTC' });

/** "16-Mar-2026": the full date, for tables and CSV files. */
export const weekDate = (week: string) =>
  new Date(`${week}T00:00:00Z`).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).replace(/ /g, '-');
