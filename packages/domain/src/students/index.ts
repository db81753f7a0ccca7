export * from './uploads.js';
export * from './card-application.js';
export * from './card-application-schema.js';
export * from './next-step.js';
