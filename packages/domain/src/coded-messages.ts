/**
 * Every area's messages with their codes: `M.transport.routeNotFound`, `M.idCard.requestNotFound(7)`,
 * `M.common.unauthorized` (`M` is this module, exported by ./message-codes.ts). The server throws and answers
 * these, so the code travels with the message and is never looked up from its English words. Each area's
 * coded catalogue lives beside its words (marked pure), so a screen's bundle carries only the areas it says.
 * Adding an area: code it beside its catalogue, re-export it here, and list it in MESSAGE_CATALOGUES. (The
 * audit search's messages are only a schema's words, found by their words, so they have no coded form.)
 */
export { COMMON_M as common } from './messages.js';
export { CLEARANCE_M as clearance } from './clearance/messages.js';
export { DUES_M as dues } from './dues/messages.js';
export { EVENT_M as event } from './events/messages.js';
export { ID_CARD_M as idCard } from './id-cards/messages.js';
export { CARD_M as card } from './id-cards/card-messages.js';
export { EFT_M as eft } from './endowment/messages.js';
export { STUDENT_M as student } from './students/uploads.js';
export { TRANSPORT_M as transport } from './transport/messages.js';
export { NOTIFICATION_M as notification } from './notifications/messages.js';
export { BULK_M as bulk } from './bulk/messages.js';
export { RECONCILE_M as reconcile } from './challans/messages.js';
export { ACCOUNT_M as account } from './admin/account-messages.js';
export { EVENT_ADMIN_M as eventAdmin } from './events/messages.js';
export { IMPORT_M as studentImport } from './admin/messages.js';
export { JOBS_M as jobs } from './admin/messages.js';
export { ACADEMICS_M as academics } from './admin/messages.js';
export { CARDS_M as cards } from './cards/messages.js';
