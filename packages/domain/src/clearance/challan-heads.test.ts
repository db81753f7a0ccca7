import { describe, expect, it } from 'vitest';
import { CHALLAN_HEAD as H, challanHeadIdsFor, challanHeadRefusal, challanHeadsFor } from './challan-heads.js';
import { CHALLAN_HEADS } from './constants.js';
import { M } from '../message-codes.js';

describe('challan heads per office', () => {
  it.each<[string, number, number[]]>([
    ['hostels administration', 405, [H.HOSTEL_ROOM_RENT, H.MESS_BILL, H.HOSTEL_DAMAGE_CHARGES, H.MISCELLANEOUS_FINE]],
    ['a hostel', 409, [H.HOSTEL_ROOM_RENT, H.MESS_BILL, H.HOSTEL_DAMAGE_CHARGES, H.MISCELLANEOUS_FINE]],
    ['main library', 406, [H.LIBRARY_FINE, H.LOST_BOOK_CHARGES, H.MISCELLANEOUS_FINE]],
    ['a departmental library', 414, [H.LIBRARY_FINE, H.LOST_BOOK_CHARGES, H.MISCELLANEOUS_FINE]],
    ['treasurer', 123, [H.TUITION_FEE_ARREARS, H.EXAMINATION_FEE, H.LABORATORY_DUES, H.MISCELLANEOUS_FINE, H.CLEARANCE_PROCESSING_FEE]],
    ['card office (its challan comes from the card dues)', 101, []],
    ['examination office', 102, []],
    ['an academic department', 201, []],
    ['transport office', 130, []],
  ])('%s', (_n, dId, ids) => expect([...challanHeadIdsFor(dId)].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b)));

  it('no office issues the card or transport heads by hand', () => {
    for (const dId of [101, 102, 123, 130, 405, 406, 407, 413]) {
      expect(challanHeadIdsFor(dId)).not.toContain(H.STUDENT_CARD_CHARGES);
      expect(challanHeadIdsFor(dId)).not.toContain(H.TRANSPORT_CARD_FEE);
    }
  });

  it('the ids name the heads of the catalogue', () => {
    for (const [key, id] of Object.entries(H)) expect(CHALLAN_HEADS.find((h) => h.REQ_ID === id)?.REQ_DEF.toUpperCase().replace(/ /g, '_'), key).toBe(key);
  });

  it('refuses a head of another office with a message naming it', () => {
    expect(challanHeadRefusal(405, H.EXAMINATION_FEE)).toEqual(M.clearance.headNotIssuedByOffice('Examination Fee'));
    expect(challanHeadRefusal(406, H.MESS_BILL)).toEqual(M.clearance.headNotIssuedByOffice('Mess Bill'));
    expect(challanHeadRefusal(123, H.STUDENT_CARD_CHARGES)).toEqual(M.clearance.headNotIssuedByOffice('Student Card Charges'));
    expect(challanHeadRefusal(123, 99)).toEqual(M.clearance.headUnknown);
    expect(challanHeadRefusal(405, H.MESS_BILL)).toBeNull();
  });

  it('filters a head list for the office, in head order', () => {
    expect(challanHeadsFor(406, CHALLAN_HEADS).map((h) => h.REQ_DEF)).toEqual(['Library Fine', 'Lost Book Charges', 'Miscellaneous Fine']);
  });
});
