import { type ProjectData, type ScoreDetails, scoreDetailsSchema } from '@labbridge/shared-types';
import OpenAI from 'openai';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../config';
import type { AiProvider, ReplyContext, ScoringContext } from './provider';

type OpenAiConfig = NonNullable<Config['openai']>;

const REQUEST_TIMEOUT_MS = 20_000;
const HISTORY_MESSAGES = 10;

const suggestionsSchema = z.object({
  suggestions: z.array(z.string().trim().min(1).max(300)).min(3),
});

const SUGGEST_SYSTEM = [
  'You help researchers and industry partners reply to chat messages on LabBridge, a platform',
  'for commercialising research. Suggest three short (under 20 words), distinct, polite replies',
  'the user could send next. Answer only with JSON: {"suggestions": ["...", "...", "..."]}.',
].join(' ');

const SCORE_SYSTEM = [
  'You evaluate research projects for commercial potential on LabBridge. Score executability',
  '(can this team deliver), feasibility (is it technically and financially realistic) and',
  'matchability (how well it fits what industry is looking for), each 0-100, with reasons',
  '(text plus the points each added or removed) and at most three tips. Answer only with JSON:',
  '{"executability": {"score": 0, "reasons": [{"text": "", "impact": 0}], "tips": [""]},',
  '"feasibility": {...}, "matchability": {...}}.',
].join(' ');

/**
 * Any OpenAI-compatible chat completions API. Every answer is validated; a failure or an answer
 * of the wrong shape falls back to the local provider, so the feature never goes dark.
 */
export class OpenAiProvider implements AiProvider {
  readonly name = 'openai' as const;
  private readonly client: OpenAI;

  constructor(
    private readonly config: OpenAiConfig,
    private readonly fallback: AiProvider,
    private readonly logger: Logger,
  ) {
    this.client = new OpenAI({
      apiKey: config.apiKey,
      baseURL: config.baseUrl,
      timeout: REQUEST_TIMEOUT_MS,
      maxRetries: 1,
    });
  }

  /** One JSON completion, parsed and validated; throws on anything else. */
  private async completeJson<S extends z.ZodType>(
    schema: S,
    system: string,
    user: string,
  ): Promise<z.output<S>> {
    const completion = await this.client.chat.completions.create({
      model: this.config.model,
      response_format: { type: 'json_object' },
      temperature: 0.3,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
    });
    const content = completion.choices[0]?.message?.content;
    if (!content) throw new Error('empty completion');
    return schema.parse(JSON.parse(content));
  }

  async suggestReplies(context: ReplyContext): Promise<string[]> {
    const history = (context.history ?? [])
      .slice(-HISTORY_MESSAGES)
      .map((m) => `${m.fromMe ? 'Me' : 'Them'}: ${m.content}`)
      .join('\n');
    const prompt = [
      context.projectTitle ? `Project discussed: ${context.projectTitle}` : '',
      history ? `Conversation so far:\n${history}` : '',
      `Message to reply to: ${context.text}`,
    ]
      .filter(Boolean)
      .join('\n\n');
    try {
      const { suggestions } = await this.completeJson(suggestionsSchema, SUGGEST_SYSTEM, prompt);
      return suggestions.slice(0, 3);
    } catch (err) {
      this.logger.warn({ err }, 'openai reply suggestions failed; using the local provider');
      return this.fallback.suggestReplies(context);
    }
  }

  async scoreProject(project: ProjectData, context: ScoringContext): Promise<ScoreDetails> {
    const prompt = JSON.stringify({
      project,
      industryExpertiseOnPlatform: context.industryExpertise.slice(0, 200),
    });
    try {
      return await this.completeJson(scoreDetailsSchema, SCORE_SYSTEM, prompt);
    } catch (err) {
      this.logger.warn({ err }, 'openai scoring failed; using the local rubric');
      return this.fallback.scoreProject(project, context);
    }
  }
}
