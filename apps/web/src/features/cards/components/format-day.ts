/** A calendar day `YYYY-MM-DD` as the portal writes dates (DD-MM-YYYY), without a time zone to shift it. */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : day;
}
