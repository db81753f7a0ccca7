import { addEnglish } from '../../i18n/add-english';
import { enAdmin } from '../../i18n/en-areas/admin';

// The English texts only this area's screens use, added when one of them loads: every screen and dialog
// of the area, and its navigation (./admin-screens.ts), import this module (../../i18n/en-areas/admin.ts;
// the shared texts: ../../i18n/en-screens.ts).
addEnglish(enAdmin);
