export * from './kinds.js';
export * from './messages.js';
export * from './statement.js';
export * from './report.js';
export * from './answers.js';
