import { addEnglish } from '../../i18n/add-english';
import { enAuth } from '../../i18n/en-areas/auth';

// The English texts only the account-security screens use (/change-password, /two-factor), added when one
// of them loads: both import this module (../../i18n/en-areas/auth.ts). The login page's texts are in
// ../../i18n/en-start.ts, bundled with the entry.
addEnglish(enAuth);
