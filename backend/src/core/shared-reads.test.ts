import { describe, expect, it, vi } from 'vitest';
import { sampledReads, sharedReads } from './shared-reads';

describe('sharedReads', () => {
  it('shares a read only among callers that arrived before it began', async () => {
    const pending: ((value: number) => void)[] = [];
    const read = sharedReads(() => new Promise<number>((resolve) => pending.push(resolve)));
    const first = read();
    // Both arrive while the first read is in flight: it may predate their writes, so they wait
    // for one new read together.
    const second = read();
    const third = read();
    expect(pending).toHaveLength(1);
    pending[0]!(1);
    expect(await first).toBe(1);
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    pending[1]!(2);
    expect([await second, await third]).toEqual([2, 2]);
    // Nothing in flight: the next caller starts a read of its own.
    const fourth = read();
    expect(pending).toHaveLength(3);
    pending[2]!(3);
    expect(await fourth).toBe(3);
  });

  it('hands a failed read to its callers and starts afresh for the next', async () => {
    let calls = 0;
    const read = sharedReads(async () => {
      calls++;
      if (calls === 1) throw new Error('database away');
      return calls;
    });
    await expect(read()).rejects.toThrow('database away');
    expect(await read()).toBe(2);
  });
});

describe('sampledReads', () => {
  it('hands out the last value until it is too old, then reads again', async () => {
    let clock = 0;
    let calls = 0;
    const read = sampledReads(
      async () => ++calls,
      1_000,
      () => clock,
    );
    expect(await read()).toBe(1);
    clock = 999;
    expect(await read()).toBe(1);
    clock = 1_000;
    const [a, b] = await Promise.all([read(), read()]);
    expect([a, b, calls]).toEqual([2, 2, 2]);
    clock = 1_500;
    expect(await read()).toBe(2);
  });

  it('keeps no failed read', async () => {
    let calls = 0;
    const read = sampledReads(
      async () => {
        calls++;
        if (calls === 1) throw new Error('database away');
        return calls;
      },
      1_000,
      () => 0,
    );
    await expect(read()).rejects.toThrow('database away');
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
  });
});
