export * from './uploads.js';
export * from './next-step.js';
