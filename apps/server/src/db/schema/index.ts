export * from './core.js';
export * from './clearance.js';
export * from './id-cards.js';
export * from './students.js';
export * from './transport.js';
export * from './events.js';
export * from './dues.js';
