export * from './models.js';
