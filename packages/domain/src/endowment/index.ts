export * from './endowment.js';
export * from './endowment-schemas.js';
