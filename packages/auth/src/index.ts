export * from './password.js';
export * from './session-token.js';
