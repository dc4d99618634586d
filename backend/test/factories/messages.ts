import type { Message } from '@labbridge/shared-types';
import { buildMessage } from '@labbridge/shared-types/testing';
import type { DomainEvents } from '../../src/core/events';
import { readJson, type TestContext } from '../helpers';
import type { Person, Requester } from './users';

/** Test helpers bound to one context: send a message, read an API path, watch domain events. */
export const messagingHelpers = (ctx: Pick<TestContext, 'deps' | 'request'>) => ({
  send: (from: Person, to: Person | string, content: string, extra: object = {}) =>
    ctx.request('/api/messages', {
      method: 'POST',
      cookie: from.cookie,
      json: buildMessage(typeof to === 'string' ? to : to.user.id, content, extra),
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

/**
 * Sends a message through the API (a first one starts the conversation); returns the stored
 * message. A reused clientMessageId answers 200 with the first one, which counts as sent.
 */
export const sendMessage = async (
  ctx: Requester,
  from: Person,
  to: Person,
  content = 'Hello',
  clientMessageId: string = crypto.randomUUID(),
) => {
  const res = await ctx.request('/api/messages', {
    method: 'POST',
    cookie: from.cookie,
    json: buildMessage(to.user.id, content, { clientMessageId }),
  });
  if (res.status !== 201 && res.status !== 200) {
    throw new Error(`send failed: ${res.status} ${await res.text()}`);
  }
  return (await readJson(res)) as Message;
};
