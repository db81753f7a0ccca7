export * from './dues-update.js';
