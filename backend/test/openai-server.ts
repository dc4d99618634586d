import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import type { Config } from '../src/config';

/** What the stand-in answers: a status with a JSON body, or nothing (the client times out). */
export type FakeAnswer = { status: number; body: unknown } | 'hang';

export interface FakeRequest {
  path: string;
  /** The body as it arrived, for checks on what was sent at all. */
  raw: string;
  /** Parsed JSON; each test reads it as its own endpoint's body. */
  body: unknown;
}

/**
 * A stand-in for an OpenAI-compatible server (there is none on these machines), started by the
 * test file and closed after it. Every request is kept in `requests`, and `answer` decides what
 * it gets; `settings` is the app's `openai` config pointing at it.
 */
export const startFakeOpenAi = async (answer: (request: FakeRequest) => FakeAnswer) => {
  const requests: FakeRequest[] = [];
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const request = { path: req.url ?? '', raw, body: raw ? JSON.parse(raw) : undefined };
    requests.push(request);
    const reply = answer(request);
    if (reply === 'hang') return;
    res.writeHead(reply.status, { 'content-type': 'application/json', 'retry-after-ms': '1' });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const settings = (overrides: Partial<NonNullable<Config['openai']>> = {}) => ({
    apiKey: 'test',
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    model: 'test-model',
    embeddingModel: 'test-embed',
    timeoutMs: 400,
    maxRetries: 0,
    maxTokens: 1000,
    ...overrides,
  });
  return { requests, settings };
};

/** A chat completion whose one message is `content`. */
export const chatCompletion = (content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 0,
  model: 'test-model',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

export const NOT_FOUND: FakeAnswer = { status: 404, body: { error: { message: 'no' } } };
