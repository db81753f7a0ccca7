/**
 * Messages with their codes: the `Message` shape and `coded` (./message.ts), every area's coded messages as
 * `M` (./coded-messages.ts), and the catalogue list with the bare-words lookup (./message-catalogues.ts).
 */
export * from './message.js';
export * as M from './coded-messages.js';
export * from './message-catalogues.js';
