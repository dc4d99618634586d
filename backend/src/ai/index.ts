import type { Logger } from 'pino';
import type { Config } from '../config';
import { LocalAiProvider } from './local';
import { OpenAiProvider } from './openai';
import type { AiProvider } from './provider';

export type { AiProvider } from './provider';

/** OpenAI (or any compatible server) when a key is configured, the local provider otherwise. */
export const createAiProvider = (config: Config, logger: Logger): AiProvider => {
  const local = new LocalAiProvider();
  if (!config.openai) return local;
  logger.debug('AI provider: openai-compatible at %s', config.openai.baseUrl ?? 'api.openai.com');
  return new OpenAiProvider(config.openai, local, logger);
};
