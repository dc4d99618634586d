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

  it('lets a second failure right after the reload show as an error: no reload loop', () => {
    const env = tab();
    handleStaleChunk(failedChunk(), env);
    env.now += 5_000;
    const again = failedChunk();
    expect(handleStaleChunk(again, env)).toBe(false);
    expect(env.reloads).toBe(1);
    expect(again.prevented).toBe(false);
  });

  it('reloads again for a later deploy', () => {
    const env = tab();
    handleStaleChunk(failedChunk(), env);
    env.now += RELOAD_GRACE_MS + 1;
    expect(handleStaleChunk(failedChunk(), env)).toBe(true);
    expect(env.reloads).toBe(2);
  });
});
