import { describe, expect, it } from 'vitest';
import { handleStaleChunk, RELOAD_GRACE_MS } from './stale-chunks';

const tab = () => {
  const stored = new Map<string, string>();
  const env = {
    storage: {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
    },
    reloads: 0,
    reload: () => {
      env.reloads += 1;
    },
    now: 1_000_000,
  };
  return env;
};
const failedChunk = () => {
  const event = {
    prevented: false,
    preventDefault: () => {
      event.prevented = true;
    },
  };
  return event;
};

describe('a chunk of an older build failing to load', () => {
  it('reloads the page once, instead of the error', () => {
    const env = tab();
    const event = failedChunk();
    expect(handleStaleChunk(event, env)).toBe(true);
    expect(env.reloads).toBe(1);
    expect(event.prevented).toBe(true);
  });

  it.each([
    {
      what: 'lets a second failure right after the reload show as an error: no reload loop',
      later: 5_000,
      reloads: false,
      total: 1,
    },
    {
      what: 'reloads again for a later deploy',
      later: RELOAD_GRACE_MS + 1,
      reloads: true,
      total: 2,
    },
  ])('$what', ({ later, reloads, total }) => {
    const env = tab();
    handleStaleChunk(failedChunk(), env);
    env.now += later;
    const again = failedChunk();
    expect(handleStaleChunk(again, env)).toBe(reloads);
    expect(env.reloads).toBe(total);
    expect(again.prevented).toBe(reloads);
  });
});
