import { describe, expect, it } from 'vitest';
import { messagingHelpers, signUp } from '../../../test/factories';
import { createTestContext, readJson } from '../../../test/helpers';
import { testConfig } from '../../config';

const ctx = await createTestContext({
  rateLimits: { ...testConfig().rateLimits, messagesPerUser: 2, suggestionsPerUser: 2 },
});
const { send } = messagingHelpers(ctx);

const expectLimited = async (res: Response) => {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await readJson(res)).error).toMatchObject({ code: 'RATE_LIMIT_ERROR', retryable: true });
};

describe('per-user rate limits', () => {
  it('answers 429 with Retry-After once a user has sent a burst of messages, and stores nothing', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    expect((await send(a, b, 'one')).status).toBe(201);
    expect((await send(a, b, 'two')).status).toBe(201);
    await expectLimited(await send(a, b, 'three'));

    const thread = await ctx.request(`/api/messages/${b.user.id}`, { cookie: a.cookie });
    expect((await readJson(thread)).messages).toHaveLength(2);
    // The budget is the sender's own: the other user still writes.
    expect((await send(b, a, 'reply')).status).toBe(201);
  });

  it('limits reply suggestions per user, GET and POST together', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const viaGet = () =>
      ctx.request('/api/messages/suggest-response?text=Hello', { cookie: a.cookie });
    expect((await viaGet()).status).toBe(200);
    const viaPost = await ctx.request('/api/messages/suggest-response', {
      method: 'POST',
      cookie: a.cookie,
      json: { text: 'Hello' },
    });
    expect(viaPost.status).toBe(200);
    await expectLimited(await viaGet());
    const other = await ctx.request('/api/messages/suggest-response?text=Hello', {
      cookie: b.cookie,
    });
    expect(other.status).toBe(200);
  });
});
