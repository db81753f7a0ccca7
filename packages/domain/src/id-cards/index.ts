export * from './messages.js';
export * from './dates.js';
export * from './lists.js';
export * from './policy.js';
export * from './schemas.js';
