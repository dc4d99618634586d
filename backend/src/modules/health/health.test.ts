import { describe, expect, it } from 'vitest';
import { createTestContext, readJson } from '../../../test/helpers';

const ctx = await createTestContext();

describe('/readyz', () => {
  it('answers 503 with what it waits for until each starting part is up', async () => {
    const realtimeUp = ctx.deps.readiness.starting('realtime');
    const starting = await ctx.request('/readyz');
    expect(starting.status).toBe(503);
    expect(await readJson(starting)).toMatchObject({
      status: 'starting',
      waitingFor: ['realtime'],
    });
    realtimeUp();
    expect((await ctx.request('/readyz')).status).toBe(200);
  });

  it('answers 503 once the database is unreachable, while /healthz stays up', async () => {
    expect((await ctx.request('/readyz')).status).toBe(200);
    await ctx.deps.database.close();
    const down = await ctx.request('/readyz');
    expect(down.status).toBe(503);
    expect((await readJson(down)).status).toBe('unavailable');
    expect((await ctx.request('/healthz')).status).toBe(200);
  });
});
