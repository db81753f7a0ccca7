export * from './uploads.js';
export * from './card-application.js';
export * from './endowment.js';
export * from './next-step.js';
