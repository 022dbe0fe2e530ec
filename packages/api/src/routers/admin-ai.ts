import { z } from 'zod';
import { TRPCError } from '@trpc/server';
import { MODEL_CHOICES, findModelChoice } from '@bhakti/ai';
import { languageName } from '@bhakti/core';
import { badRequest } from '../errors.js';
import { LanguageCodeSchema, idSchema } from '../schemas.js';
import { getFullText } from '../services/library.js';
import { adminProcedure, router } from '../trpc.js';
import { adminRoute } from './meta.js';

const GenerateInputSchema = z.object({
  sourceLanguageCode: LanguageCodeSchema,
  targetLanguageCode: LanguageCodeSchema,
  sourceContent: z.string().max(200_000).nullish(),
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200),
  description: z.string().max(2000).nullish(),
  aiModel: z.string().default('openai'),
  operation: z.enum(['generate', 'verify_fix']).default('generate'),
  textId: idSchema().nullish(),
});

export const adminAiRouter = router({
  models: adminProcedure
    .meta(adminRoute('GET', '/admin/ai/models', 'The AI model choices and whether each can be used', 'admin-ai'))
    .input(z.void())
    .output(
      z.array(
        z.object({ choice: z.string(), label: z.string(), available: z.boolean(), reason: z.string().nullable() }),
      ),
    )
    .query(() =>
      MODEL_CHOICES.map((model) => ({
        choice: model.choice,
        label: model.label,
        available: false,
        reason: 'No AI provider is configured on this server yet',
      })),
    ),
  generateContent: adminProcedure
    .meta(adminRoute('POST', '/admin/generate-content', 'Generate or verify/fix one language with AI', 'admin-ai'))
    .input(GenerateInputSchema)
    .output(z.object({ content: z.object({ content: z.string() }), model: z.string(), provider: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const model = findModelChoice(input.aiModel);
      if (!model) throw badRequest('aiModel', `Unknown model "${input.aiModel}"`);
      const text = input.textId ? await getFullText(ctx.database.db, { id: input.textId }) : null;
      const stored = (code: string) => text?.contents.find((c) => c.languageCode === code && !c.isTransliteration);
      const source = input.sourceContent ?? stored(input.sourceLanguageCode)?.content ?? '';
      if (source.trim() === '') {
        throw badRequest(
          'sourceContent',
          `${languageName(input.sourceLanguageCode)} content is empty or doesn't exist`,
        );
      }
      if (input.operation === 'generate' && stored(input.targetLanguageCode)) {
        throw new TRPCError({
          code: 'CONFLICT',
          message: `Content in ${languageName(input.targetLanguageCode)} already exists for this text`,
        });
      }
      throw new TRPCError({
        code: 'SERVICE_UNAVAILABLE',
        message: `The ${model.label} provider is not configured on this server`,
      });
    }),
});
