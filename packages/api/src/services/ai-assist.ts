import { TRPCError } from '@trpc/server';
import { AI_BUSY_RETRY_AFTER_SECONDS, AiError, findModelChoice, type AiOperation, type AiResult } from '@bhakti/ai';
import { languageName, type LanguageCode } from '@bhakti/core';
import type { Context } from '../context.js';
import { badRequest, notFound, tooManyRequests } from '../errors.js';
import type { FullText } from '../schemas.js';
import { getFullText } from './library.js';

export interface AiAssistInput {
  sourceLanguageCode: LanguageCode;
  targetLanguageCode: LanguageCode;
  sourceContent?: string | null | undefined;
  title: string;
  description?: string | null | undefined;
  aiModel: string;
  operation: AiOperation;
  textId?: number | null | undefined;
}

/** The answer of POST /api/admin/generate-content: docs/api.md's shape plus the machine-produced marks. */
export interface AiAssistAnswer {
  content: { content: string };
  /** The provider's model id ('transliterate' for script conversion). */
  model: string;
  provider: string;
  /** The choice that ran, as sent in `aiModel`. */
  aiModel: string;
  /** ADR 020: the content stays marked as machine-produced until an admin saves it. */
  machineGenerated: true;
  languageCode: LanguageCode;
  /** English made from an Indic source is a Roman transliteration, as the library stores English. */
  isTransliteration: boolean;
}

type AdminContext = Context & { session: { user: { id: number } } };

/** A language's stored content: the original before its transliteration. */
const storedContent = (text: FullText | null, code: string) =>
  text?.contents.find((c) => c.languageCode === code && !c.isTransliteration) ??
  text?.contents.find((c) => c.languageCode === code);

function checkLanguages(input: AiAssistInput) {
  const same = input.sourceLanguageCode === input.targetLanguageCode;
  if (input.operation === 'generate' && same) {
    throw badRequest('targetLanguageCode', 'The target language must differ from the source language');
  }
  if (input.operation === 'verify_fix' && !same) {
    throw badRequest('targetLanguageCode', 'Verify & fix keeps the language: the target must be the source language');
  }
}

/** docs/product.md: the source must have content; generate never overwrites a language the text has. */
async function sourceText(ctx: Context, input: AiAssistInput): Promise<string> {
  const text = input.textId ? await getFullText(ctx.database.db, { id: input.textId }) : null;
  if (input.textId && !text) throw notFound('Text not found');
  const source = input.sourceContent ?? storedContent(text, input.sourceLanguageCode)?.content ?? '';
  if (source.trim() === '') {
    throw badRequest('sourceContent', `${languageName(input.sourceLanguageCode)} content is empty or doesn't exist`);
  }
  if (input.operation === 'generate' && storedContent(text, input.targetLanguageCode)) {
    const message = `Content in ${languageName(input.targetLanguageCode)} already exists for this text`;
    throw new TRPCError({ code: 'CONFLICT', message });
  }
  return source;
}

/** An AI failure as the HTTP error docs/api.md names for it. */
export function aiHttpError(error: AiError): TRPCError {
  switch (error.kind) {
    case 'unknown-model':
    case 'unsupported':
      return badRequest('aiModel', error.message);
    case 'busy':
      return tooManyRequests(error.message, AI_BUSY_RETRY_AFTER_SECONDS);
    case 'not-configured':
      return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: error.message });
    case 'timeout':
      return new TRPCError({ code: 'GATEWAY_TIMEOUT', message: error.message });
    default:
      return new TRPCError({ code: 'BAD_GATEWAY', message: error.message });
  }
}

function answerOf(input: AiAssistInput, result: AiResult): AiAssistAnswer {
  return {
    content: { content: result.content },
    model: result.modelId,
    provider: result.provider,
    aiModel: result.choice,
    machineGenerated: true,
    languageCode: input.targetLanguageCode,
    isTransliteration: result.isTransliteration,
  };
}

/** Generates a language, or verifies and fixes one, with the chosen model (docs/api.md generate-content). */
export async function runAiAssist(ctx: AdminContext, input: AiAssistInput): Promise<AiAssistAnswer> {
  if (!findModelChoice(input.aiModel)) throw badRequest('aiModel', `Unknown model "${input.aiModel}"`);
  checkLanguages(input);
  const content = await sourceText(ctx, input);
  const event = {
    event: 'ai-assist',
    aiModel: input.aiModel,
    operation: input.operation,
    language: input.targetLanguageCode,
  };
  try {
    const result = await ctx.ai.run(
      {
        operation: input.operation,
        model: input.aiModel,
        sourceLanguage: input.sourceLanguageCode,
        targetLanguage: input.targetLanguageCode,
        title: input.title,
        description: input.description?.trim() || null,
        content,
      },
      String(ctx.session.user.id),
    );
    ctx.log.info({ ...event, model: result.modelId }, 'AI content produced');
    return answerOf(input, result);
  } catch (error) {
    if (!(error instanceof AiError)) throw error;
    ctx.log.warn({ ...event, failure: error.kind, upstreamStatus: error.upstreamStatus }, 'AI request failed');
    throw aiHttpError(error);
  }
}
