export * from './languages.js';
export * from './categories.js';
export * from './slug.js';
export * from './latin.js';
export * from './text.js';
export * from './search-key.js';
export * from './scripts.js';
export * from './simple-roman.js';
