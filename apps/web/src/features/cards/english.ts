import { addEnglish } from '../../i18n/add-english';
import { enCards } from '../../i18n/en-areas/cards';

// The English texts only this area's screens use, added when one of them loads: every screen and dialog
// of the area imports this module (../../i18n/en-areas/cards.ts; the shared texts: ../../i18n/en-screens.ts).
addEnglish(enCards);
