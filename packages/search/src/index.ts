export * from './engine.js';
export * from './query.js';
export { PostgresSearchEngine } from './postgres-engine.js';
