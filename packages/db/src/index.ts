export * as schema from './schema.js';
export * from './schema.js';
export * from './client.js';
export * from './lock.js';
export * from './texts.js';
export * from './starter.js';
export * from './backup.js';
