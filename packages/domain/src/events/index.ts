export * from './cities.js';
export * from './registration.js';
export * from './messages.js';
export * from './answers.js';
export * from './admin-events.js';
export * from './policy.js';
