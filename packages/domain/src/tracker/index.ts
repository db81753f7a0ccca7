export * from './next-step.js';
