export * from './messages.js';
export * from './dates.js';
export * from './lists.js';
export * from './policy.js';
export * from './schemas.js';
export * from './cards.js';
export * from './card-application.js';
export * from './card-application-schema.js';
