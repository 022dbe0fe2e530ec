export * from './password.js';
export * from './password-policy.js';
export * from './session-token.js';
export * from './sessions.js';
export * from './throttle.js';
export * from './accounts.js';
