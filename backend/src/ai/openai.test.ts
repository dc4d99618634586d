import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { projectInputSchema, type ScoreDetails } from '@labbridge/shared-types';
import pino from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { createTestContext, readJson } from '../../test/helpers';
import { testConfig } from '../config';
import { createAiProvider } from '.';
import { scoreProjectLocally } from './local/scoring';

interface Seen {
  path: string;
  body: { model: string; messages: { role: string; content: string }[] };
}

/** A stand-in for an OpenAI-compatible server: answers each completion with `reply()`. */
let reply: () => { status: number; content: string } = () => ({ status: 200, content: '{}' });
const seen: Seen[] = [];

const completion = (content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 0,
  model: 'test-model',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

const fake = createServer(async (req: IncomingMessage, res: ServerResponse) => {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
    res.writeHead(404).end();
    return;
  }
  seen.push({ path: req.url, body: JSON.parse(raw) });
  const { status, content } = reply();
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(status === 200 ? JSON.stringify(completion(content)) : '{"error":{"message":"boom"}}');
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
const openai = { apiKey: 'test', baseUrl, model: 'test-model' };
const provider = createAiProvider(testConfig({ openai }), pino({ level: 'silent' }));
const ctx = await createTestContext({ openai });

const project = projectInputSchema.parse({
  title: 'Perovskite coatings',
  description: 'Printable, stable tandem solar cells for rooftops.',
  category: 'energy',
  stage: 'prototype',
  trlLevel: 4,
});
const scoring = { industryExpertise: ['solar', 'materials'] };

beforeEach(() => {
  seen.length = 0;
});

describe('OpenAiProvider', () => {
  it('is chosen when an API key is configured', () => {
    expect(provider.name).toBe('openai');
    expect(createAiProvider(testConfig(), pino({ level: 'silent' })).name).toBe('local');
  });

  it('suggests the replies the server answers, sending the model and the context', async () => {
    reply = () => ({
      status: 200,
      content: JSON.stringify({ suggestions: ['From the model 1', 'From the model 2', 'Three'] }),
    });
    const suggestions = await provider.suggestReplies({
      text: 'Can we meet?',
      projectTitle: 'Perovskite coatings',
      history: [{ fromMe: false, content: 'Hello' }],
    });
    expect(suggestions).toEqual(['From the model 1', 'From the model 2', 'Three']);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.body.model).toBe('test-model');
    const user = seen[0]!.body.messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain('Can we meet?');
    expect(user).toContain('Perovskite coatings');
    expect(user).toContain('Them: Hello');
  });

  it('falls back to the local replies when the answer is not three suggestions', async () => {
    reply = () => ({ status: 200, content: JSON.stringify({ suggestions: ['only one'] }) });
    const suggestions = await provider.suggestReplies({ text: 'Hello!' });
    expect(suggestions).toHaveLength(3);
    expect(suggestions).not.toContain('only one');
  });

  it('returns the score the server answers when it has the right shape', async () => {
    const explanation = { score: 77, reasons: [{ text: 'Strong team', impact: 10 }], tips: [] };
    const details: ScoreDetails = {
      executability: explanation,
      feasibility: { ...explanation, score: 66 },
      matchability: { ...explanation, score: 88 },
    };
    reply = () => ({ status: 200, content: JSON.stringify(details) });
    expect(await provider.scoreProject(project, scoring)).toEqual(details);
  });

  it.each([
    ['garbage text', () => ({ status: 200, content: 'this is not JSON at all' })],
    ['JSON of the wrong shape', () => ({ status: 200, content: '{"executability": 12}' })],
    ['a server error', () => ({ status: 500, content: '' })],
  ])('falls back to the local rubric on %s', async (_label, answer) => {
    reply = answer;
    expect(await provider.scoreProject(project, scoring)).toEqual(
      scoreProjectLocally(project, scoring),
    );
    expect(seen.length).toBeGreaterThan(0);
  });
});

describe('suggest-response with OpenAI configured', () => {
  it('answers with the model’s suggestions', async () => {
    const me = await signUp(ctx);
    reply = () => ({
      status: 200,
      content: JSON.stringify({ suggestions: ['Model says A', 'Model says B', 'Model says C'] }),
    });
    const res = await ctx.request('/api/messages/suggest-response?text=Hi', { cookie: me.cookie });
    expect(await readJson(res)).toEqual({
      suggestions: ['Model says A', 'Model says B', 'Model says C'],
    });
  });
});
