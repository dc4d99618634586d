import type OpenAI from 'openai';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../config';
import { serializeError } from '../core/error-log';
import { dataMessage } from './prompts';
import {
  type AiCallOptions,
  type AiProvider,
  type AiResult,
  type AiTask,
  localSource,
} from './provider';

type OpenAiConfig = NonNullable<Config['openai']>;

/** Characters of one text sent for embedding (about 2,000 tokens). */
const EMBED_TEXT_MAX = 8000;

/**
 * Any OpenAI-compatible chat completions API, through the `openai` SDK. Every answer must be JSON
 * of the task's schema; an error, a timeout, a rate limit or an answer of the wrong shape falls
 * back to the local provider (logged with the correlation id, the result marked as a fallback),
 * so no AI feature ever goes dark.
 */
export class OpenAiProvider implements AiProvider {
  readonly name = 'openai' as const;
  readonly model: string;
  readonly embeddingModel: string;
  /** The SDK loads with the first call, not with the server. */
  private clientLoading?: Promise<OpenAI>;

  constructor(
    private readonly config: OpenAiConfig,
    private readonly logger: Logger,
  ) {
    this.model = config.model;
    this.embeddingModel = config.embeddingModel;
  }

  private client() {
    this.clientLoading ??= import('openai').then(
      ({ default: OpenAI }) =>
        new OpenAI({
          apiKey: this.config.apiKey,
          baseURL: this.config.baseUrl,
          timeout: this.config.timeoutMs,
          maxRetries: this.config.maxRetries,
        }),
    );
    return this.clientLoading;
  }

  /** One structured completion, parsed and validated; throws on anything else. */
  private async complete<I, O, M>(task: AiTask<I, O, M>, input: I): Promise<M> {
    const { system, data } = task.prompt(input);
    const completion = await (await this.client()).chat.completions.create({
      model: this.model,
      temperature: 0.2,
      max_tokens: Math.min(task.maxTokens, this.config.maxTokens),
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: task.name,
          schema: z.toJSONSchema(task.schema) as Record<string, unknown>,
          strict: false,
        },
      },
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: dataMessage(data) },
      ],
    });
    const content = completion.choices[0]?.message?.content;
    if (!content) throw new Error('empty completion');
    return task.schema.parse(JSON.parse(content));
  }

  async run<I, O, M>(
    task: AiTask<I, O, M>,
    input: I,
    options: AiCallOptions = {},
  ): Promise<AiResult<O>> {
    try {
      const answer = await this.complete(task, input);
      const value = task.fromModel ? task.fromModel(answer, input) : (answer as unknown as O);
      return { value, generatedBy: { provider: 'openai', model: this.model, fallback: false } };
    } catch (err) {
      this.logger.warn(
        {
          err: serializeError(err),
          task: task.name,
          model: this.model,
          correlationId: options.correlationId,
        },
        'AI task failed; answered by the local provider',
      );
      return { value: task.local(input), generatedBy: localSource(true) };
    }
  }

  async embed(texts: string[], options: AiCallOptions = {}): Promise<number[][] | null> {
    try {
      const answer = await (await this.client()).embeddings.create({
        model: this.embeddingModel,
        input: texts.map((t) => t.slice(0, EMBED_TEXT_MAX)),
        encoding_format: 'float',
      });
      const vectors = [...answer.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
      if (
        vectors.length !== texts.length ||
        vectors.some((v) => !Array.isArray(v) || v.length === 0)
      ) {
        throw new Error('embeddings of the wrong shape');
      }
      return vectors;
    } catch (err) {
      this.logger.warn(
        {
          err: serializeError(err),
          model: this.embeddingModel,
          correlationId: options.correlationId,
        },
        'embeddings failed; matching ranks by words alone',
      );
      return null;
    }
  }
}
