/** What a challan record is for: one stored record for every challan the portal prints. */
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
