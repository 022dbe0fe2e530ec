export * from './fake-ai-server.js';
export * from './fake-script-converter.js';
