import { addEnglish } from '../../i18n/add-english';
import { enStudents } from '../../i18n/en-areas/students';

// The student's card application screens read their English texts from the students' part (the card
// form's words, the dashboard's links); added when one of them loads.
addEnglish(enStudents);
