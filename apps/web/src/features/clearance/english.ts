import { addEnglish } from '../../i18n/add-english';
import { enClearance } from '../../i18n/en-areas/clearance';

// The English texts only this area's screens use, added when one of them loads: every screen
// of the area imports this module (../../i18n/en-areas/clearance.ts; the shared texts: ../../i18n/en-screens.ts).
addEnglish(enClearance);
