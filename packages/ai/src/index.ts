export * from './models.js';
export * from './errors.js';
export * from './request.js';
export { buildPrompt, SYSTEM_PROMPT, type Prompt } from './prompts.js';
export { checkOutput } from './output-check.js';
export { isWrittenIn } from './script-check.js';
export {
  transliterationProblem,
  type ScriptConverter,
  type ConvertibleScript,
  type SourceScript,
} from './transliterate.js';
export { coreScriptConverter } from './core-script-converter.js';
export {
  createAiService,
  AI_TIMEOUT_MS,
  AI_MAX_CONCURRENT_PER_ADMIN,
  AI_BUSY_RETRY_AFTER_SECONDS,
  type AiService,
  type AiSettings,
  type ModelAvailability,
  type ProviderSettings,
} from './ai-service.js';
