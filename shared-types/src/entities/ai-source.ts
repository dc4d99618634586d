import { z } from 'zod';

export const AI_PROVIDERS = ['local', 'openai'] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];

/**
 * Which provider and model produced an AI result. `fallback` is true when the configured model
 * failed (error, timeout, invalid answer) and the local provider answered instead.
 */
export const aiSourceSchema = z.object({
  provider: z.enum(AI_PROVIDERS),
  model: z.string(),
  fallback: z.boolean(),
});
export type AiSource = z.infer<typeof aiSourceSchema>;
