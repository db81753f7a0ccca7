/** Names printed in the web shell (the server's INSTITUTION_NAME setting defaults to the same name). */
export const INSTITUTION_NAME = 'Government College University';
export const PORTAL_TITLE = 'Student Services Portal';
/** The same names as the web shell writes them when the reader chose Urdu. */
export const INSTITUTION_NAME_UR = 'گورنمنٹ کالج یونیورسٹی';
export const PORTAL_TITLE_UR = 'اسٹوڈنٹ سروسز پورٹل';
/** The word shown after the department name in the staff navigation bar. */
export const STAFF_PORTAL_WORD = 'Portal';
