import { CHALLAN_HEADS, type ChallanGroup, challanGroupOfDept } from './constants.js';
import { M, type Message } from '../message-codes.js';

/** Challan head ids (REQ_ID of getChallanHeads). */
export const CHALLAN_HEAD = {
  LIBRARY_FINE: 1,
  LOST_BOOK_CHARGES: 2,
  HOSTEL_ROOM_RENT: 3,
  MESS_BILL: 4,
  HOSTEL_DAMAGE_CHARGES: 5,
  TUITION_FEE_ARREARS: 6,
  EXAMINATION_FEE: 7,
  STUDENT_CARD_CHARGES: 8,
  LABORATORY_DUES: 9,
  MISCELLANEOUS_FINE: 10,
  CLEARANCE_PROCESSING_FEE: 11,
  TRANSPORT_CARD_FEE: 12,
} as const;

/**
 * Which heads each challan group issues on a clearance request. The one table both sides read: the
 * server refuses any other head (newChallan, editChallan) and answers getChallanHeads from it; the
 * dialog offers only these. The card group issues none by hand: its challan comes from the card dues
 * with the application. The transport card fee is the transport office's, outside clearance. The
 * examination office and the academic departments have no group and issue no challans.
 */
export const CHALLAN_HEADS_BY_GROUP: Record<ChallanGroup, readonly number[]> = {
  card: [],
  hostels: [CHALLAN_HEAD.HOSTEL_ROOM_RENT, CHALLAN_HEAD.MESS_BILL, CHALLAN_HEAD.HOSTEL_DAMAGE_CHARGES, CHALLAN_HEAD.MISCELLANEOUS_FINE],
  libraries: [CHALLAN_HEAD.LIBRARY_FINE, CHALLAN_HEAD.LOST_BOOK_CHARGES, CHALLAN_HEAD.MISCELLANEOUS_FINE],
  treasurer: [
    CHALLAN_HEAD.TUITION_FEE_ARREARS,
    CHALLAN_HEAD.EXAMINATION_FEE,
    CHALLAN_HEAD.LABORATORY_DUES,
    CHALLAN_HEAD.MISCELLANEOUS_FINE,
    CHALLAN_HEAD.CLEARANCE_PROCESSING_FEE,
  ],
};

/** The head ids an office may put on a clearance challan (none for an office without a challan group). */
export function challanHeadIdsFor(dId: number | null | undefined): readonly number[] {
  const group = challanGroupOfDept(dId);
  return group ? CHALLAN_HEADS_BY_GROUP[group] : [];
}

/** The heads (REQ_ID, REQ_DEF) an office may issue, in head order. */
export function challanHeadsFor<H extends { REQ_ID: number }>(dId: number | null | undefined, heads: readonly H[]): H[] {
  const ids = challanHeadIdsFor(dId);
  return heads.filter((h) => ids.includes(h.REQ_ID));
}

/** Why an office may not issue `headId` (null: it may). The message names the head. */
export function challanHeadRefusal(dId: number | null | undefined, headId: number): Message | null {
  if (challanHeadIdsFor(dId).includes(headId)) return null;
  const name = CHALLAN_HEADS.find((h) => h.REQ_ID === headId)?.REQ_DEF;
  return name ? M.clearance.headNotIssuedByOffice(name) : M.clearance.headUnknown;
}
