import type { Logger } from 'pino';
import type { Config } from '../config';
import { LocalAiProvider } from './local';
import { OpenAiProvider } from './openai';
import type { AiProvider } from './provider';

export type { AiCallOptions, AiProvider, AiResult, AiTask } from './provider';

/** OpenAI (or any compatible server) when a key is configured, the local provider otherwise. */
export const createAiProvider = (config: Config, logger: Logger): AiProvider => {
  if (!config.openai) return new LocalAiProvider();
  logger.debug('AI provider: openai-compatible at %s', config.openai.baseUrl ?? 'api.openai.com');
  return new OpenAiProvider(config.openai, logger);
};
