export * from './constants.js';
export * from './fee-schemas.js';
export * from './fees.js';
export * from './messages.js';
export * from './policy.js';
export * from './schemas.js';
export * from './status-options.js';
export * from './next-step.js';
