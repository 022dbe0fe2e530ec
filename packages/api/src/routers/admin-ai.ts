import { z } from 'zod';
import { DEFAULT_MODEL_CHOICE } from '@bhakti/ai';
import { LanguageCodeSchema, idSchema, withoutControlCharacters } from '../schemas.js';
import { runAiAssist } from '../services/ai-assist.js';
import { adminProcedure, router } from '../trpc.js';
import { adminRoute } from './meta.js';

const GenerateInputSchema = z.object({
  sourceLanguageCode: LanguageCodeSchema,
  targetLanguageCode: LanguageCodeSchema,
  sourceContent: z
    .string()
    .max(200_000)
    .refine(...withoutControlCharacters('Source content'))
    .nullish(),
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200)
    .refine(...withoutControlCharacters('Title')),
  description: z
    .string()
    .max(2000)
    .refine(...withoutControlCharacters('Description'))
    .nullish(),
  aiModel: z.string().max(100).default(DEFAULT_MODEL_CHOICE),
  operation: z.enum(['generate', 'verify_fix']).default('generate'),
  textId: idSchema().nullish(),
});

const ModelSchema = z.object({
  choice: z.string(),
  label: z.string(),
  provider: z.string(),
  model: z.string(),
  available: z.boolean(),
  reason: z.string().nullable(),
});

const GenerateAnswerSchema = z.object({
  content: z.object({ content: z.string() }),
  model: z.string(),
  provider: z.string(),
  aiModel: z.string(),
  machineGenerated: z.literal(true),
  languageCode: LanguageCodeSchema,
  isTransliteration: z.boolean(),
});

export const adminAiRouter = router({
  models: adminProcedure
    .meta(adminRoute('GET', '/admin/ai/models', 'The AI model choices and whether each can be used', 'admin-ai'))
    .input(z.void())
    .output(z.array(ModelSchema))
    .query(({ ctx }) => ctx.ai.models()),
  generateContent: adminProcedure
    .meta(
      adminRoute('POST', '/admin/generate-content', 'Generate or verify/fix one language with AI', 'admin-ai', {
        errors: [400, 404, 409, 429, 502, 503, 504],
      }),
    )
    .input(GenerateInputSchema)
    .output(GenerateAnswerSchema)
    .mutation(({ ctx, input }) => runAiAssist(ctx, input)),
});
