import { addEnglish } from '../../i18n/add-english';
import { enStudents } from '../../i18n/en-areas/students';

// The English texts only this area's screens use, added when one of them loads: every screen
// of the area imports this module (../../i18n/en-areas/students.ts; the shared texts: ../../i18n/en-screens.ts).
addEnglish(enStudents);
