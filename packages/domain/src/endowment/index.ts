export * from './endowment.js';
export * from './endowment-schemas.js';
export * from './answers.js';
export * from './policy.js';
