import type { AiProviderName, AiSource } from '@labbridge/shared-types';
import type { z } from 'zod';

/** The model name recorded for results of the deterministic local rules. */
export const LOCAL_MODEL = 'labbridge-local-1';
export const localSource = (fallback = false): AiSource => ({
  provider: 'local',
  model: LOCAL_MODEL,
  fallback,
});

export interface AiCallOptions {
  /** The request's correlation id, logged with any failure. */
  correlationId?: string;
}

/** A result and which provider and model produced it. */
export interface AiResult<T> {
  value: T;
  generatedBy: AiSource;
}

/**
 * One AI task (ai/tasks/<task>.ts): the deterministic local answer, the prompt a model gets
 * (fixed instructions; the input only ever as data) and the structured output it must answer
 * with, checked against a shared Zod schema. `M` is the model's answer when it differs from the
 * result (evaluation asks the model for two of the three scores).
 */
export interface AiTask<I, O, M = O> {
  name: string;
  /** The structured output a model must answer with. */
  schema: z.ZodType<M>;
  /** Upper bound on the tokens of the model's answer. */
  maxTokens: number;
  local(input: I): O;
  /** The system instructions (from prompts.ts) and the data the model reads. */
  prompt(input: I): { system: string; data: unknown };
  /** The result from a valid model answer; by default the answer itself. */
  fromModel?(answer: M, input: I): O;
}

/** One interface for every AI feature; the local provider is deterministic and the default. */
export interface AiProvider {
  readonly name: AiProviderName;
  readonly model: string;
  run<I, O, M = O>(task: AiTask<I, O, M>, input: I, options?: AiCallOptions): Promise<AiResult<O>>;
  /**
   * The embeddings model's name, when the provider has one; `embed` then answers one vector a
   * text, or null on any failure (the caller ranks without them).
   */
  readonly embeddingModel?: string;
  embed?(texts: string[], options?: AiCallOptions): Promise<number[][] | null>;
}
