export * from './languages.js';
export * from './categories.js';
export * from './slug.js';
export * from './latin.js';
export * from './text.js';
