import { randomUUID } from 'node:crypto';
import { readJson, type signUp, type TestContext } from '../../../test/helpers';
import type { DomainEvents } from '../../core/events';

export type Person = Awaited<ReturnType<typeof signUp>>;

/** Test helpers bound to one context: send a message, read an API path, watch domain events. */
export const messagingHelpers = (ctx: TestContext) => ({
  send: (from: Person, to: Person | string, content: string, extra: object = {}) =>
    ctx.request('/api/messages', {
      method: 'POST',
      cookie: from.cookie,
      json: {
        receiverId: typeof to === 'string' ? to : to.user.id,
        content,
        clientMessageId: randomUUID(),
        ...extra,
      },
    }),

  get: async (who: Person, path: string) => {
    const res = await ctx.request(path, { cookie: who.cookie });
    return { status: res.status, body: await readJson(res) };
  },

  captured: <K extends keyof DomainEvents>(name: K) => {
    const seen: DomainEvents[K][] = [];
    const stop = ctx.deps.events.subscribe(name, (p) => seen.push(p));
    return { seen, stop };
  },
});
