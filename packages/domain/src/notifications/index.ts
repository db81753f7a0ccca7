export * from './events.js';
export * from './links.js';
export * from './templates.js';
export * from './rules.js';
export * from './overdue.js';
export * from './schemas.js';
export * from './messages.js';
export * from './answers.js';
