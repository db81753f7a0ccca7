export * from './password-rules.js';
export * from './account-messages.js';
export * from './account-schemas.js';
export * from './two-factor.js';
export * from './policy.js';
