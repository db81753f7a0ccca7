/** What a challan record is for (issue 11 part 4): one stored record for every challan the portal prints. */
export const CHALLAN_KIND = { CLEARANCE: 'clearance', CARD: 'card', TRANSPORT: 'transport' } as const;
export type ChallanKind = (typeof CHALLAN_KIND)[keyof typeof CHALLAN_KIND];
export const CHALLAN_KINDS: readonly ChallanKind[] = Object.values(CHALLAN_KIND);

/** Display names of the kinds (reconciliation report, verification page). */
export const CHALLAN_KIND_NAMES: Record<ChallanKind, string> = {
  clearance: 'Clearance challan',
  card: 'Student card challan',
  transport: 'Transport card challan',
};

/** Challan head of the transport card fee (not offered to clearance departments, like head 8). */
export const TRANSPORT_CHALLAN_TYPE = 12;

/**
 * The number printed on a challan (and read back from bank statements): the record's number for
 * clearance challans, `CARD-{TRANS_ID}` for card challans, `TR-{TRANS_ID}` for transport challans (as the
 * challans were numbered before they were stored). The database computes the same (challans.challan_no).
 */
export function challanNumberOf(c: { KIND: string; CHALLAN_ID: number; CARD_TRANS_ID?: number | null; TRANSPORT_TRANS_ID?: number | null }): string {
  if (c.KIND === CHALLAN_KIND.CARD) return `CARD-${c.CARD_TRANS_ID}`;
  if (c.KIND === CHALLAN_KIND.TRANSPORT) return `TR-${c.TRANSPORT_TRANS_ID}`;
  return String(c.CHALLAN_ID);
}
