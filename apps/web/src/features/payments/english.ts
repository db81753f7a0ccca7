import { addEnglish } from '../../i18n/add-english';
import { enPayments } from '../../i18n/en-areas/payments';

// The English texts only this area's screens use, added when one of them loads (../../i18n/en-areas/payments.ts).
addEnglish(enPayments);
