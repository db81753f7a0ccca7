export * from './protocol.js';
export * from './settlement.js';
export * from './wording.js';
