import { setImmediate as turn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Person, sendMessage, signUp } from '../../test/factories';
import { createTestContext } from '../../test/helpers';
import { signalAudiences } from '../modules/messages/access';
import { createAudienceReader } from './presence-audience';

const ctx = await createTestContext();

/** signalAudiences on the test database, counting its reads and how many ran at once. */
const countedReads = (fail = (_read: number) => false) => {
  const stats = { reads: 0, running: 0, mostAtOnce: 0 };
  const read = async (userIds: readonly string[]) => {
    stats.reads += 1;
    stats.running += 1;
    stats.mostAtOnce = Math.max(stats.mostAtOnce, stats.running);
    try {
      if (fail(stats.reads)) throw new Error('the database went away');
      return await signalAudiences(ctx.deps.db, userIds);
    } finally {
      stats.running -= 1;
    }
  };
  return { stats, read };
};

const hub = await signUp(ctx);
const partners: Person[] = [];
for (const name of ['Ada', 'Bo', 'Cy']) {
  const partner = await signUp(ctx, { firstName: name, userType: 'industry' });
  await sendMessage(ctx, partner, hub);
  partners.push(partner);
}
const stranger = await signUp(ctx);
const everyone = [hub, ...partners, stranger];
const expected = new Map<string, string[]>([
  [hub.user.id, partners.map((p) => p.user.id).sort()],
  ...partners.map((p): [string, string[]] => [p.user.id, [hub.user.id]]),
  [stranger.user.id, []],
]);
const sorted = (ids: string[]) => [...ids].sort();

describe('presence audiences', () => {
  it('are each user’s conversation partners', async () => {
    const audienceOf = createAudienceReader(countedReads().read);
    for (const person of everyone) {
      expect(sorted(await audienceOf(person.user.id))).toEqual(expected.get(person.user.id));
    }
  });

  it('are read for a herd of connections in one batch while the read before it runs', async () => {
    const { stats, read } = countedReads();
    const audienceOf = createAudienceReader(read);
    const first: Promise<string[]>[] = [];
    const herd: Promise<string[]>[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // A writer holding the conversations keeps the first read waiting in the database.
    const holding = ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`lock table conversations in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    try {
      first.push(audienceOf(hub.user.id));
      while (stats.reads === 0) await turn();
      // Connections arriving over several turns while that read waits.
      for (let i = 0; i < 40; i++) {
        herd.push(audienceOf(everyone[i % everyone.length]!.user.id));
        if (i % 8 === 7) await turn();
      }
      for (let i = 0; i < 5; i++) await turn();
      expect(stats.reads).toBe(1);
    } finally {
      release();
      await holding;
    }
    const answers = await Promise.all([...first, ...herd]);
    expect(stats).toEqual({ reads: 2, running: 0, mostAtOnce: 1 });
    expect(sorted(answers[0]!)).toEqual(expected.get(hub.user.id));
    answers.slice(1).forEach((audience, i) => {
      const asked = everyone[i % everyone.length]!.user.id;
      expect(sorted(audience)).toEqual(expected.get(asked));
    });
  });

  it('fail for one batch without stopping the next', async () => {
    const { stats, read } = countedReads((n) => n === 1);
    const audienceOf = createAudienceReader(read);
    const failed = audienceOf(hub.user.id);
    await expect(failed).rejects.toThrow('the database went away');
    expect(sorted(await audienceOf(hub.user.id))).toEqual(expected.get(hub.user.id));
    expect(stats.reads).toBe(2);
  });
});
