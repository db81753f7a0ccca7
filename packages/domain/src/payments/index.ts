export * from './protocol.js';
