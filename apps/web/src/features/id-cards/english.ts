import { addEnglish } from '../../i18n/add-english';
import { enIdCards } from '../../i18n/en-areas/id-cards';

// The English texts only this area's screens use, added when one of them loads: every screen of the area
// that names them imports this module (../../i18n/en-areas/id-cards.ts; the shared texts: ../../i18n/en-screens.ts).
addEnglish(enIdCards);
