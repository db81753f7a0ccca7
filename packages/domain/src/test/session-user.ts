import { roleDes, type SessionUser } from '../session.js';

/** A signed-in user for the rules' tests: account 1, office staff with no office or student record; `o` changes any field. */
export const sessionUser = (o: Partial<SessionUser> = {}): SessionUser => ({
  ID: 1,
  USERNAME: 'u',
  ROLE: 'FMR',
  ROLE_DES: roleDes({}),
  D_ID: null,
  D_NM: null,
  FM_ID: null,
  NM: 'U',
  ROLNO: null,
  C_CODE: null,
  MAJ_ID: null,
  SE_ID: null,
  YEAR: null,
  RN: null,
  STD_ID: null,
  ...o,
});
