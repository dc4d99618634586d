import {
  docMessageSchema,
  docRefSchema,
  errorBodySchema,
  presenceQuerySchema,
  typingInputSchema,
} from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { tableContents } from '../database';
import { factoriesFor } from '../factories';
import { type ClientSocket, createLiveTestServer } from '../realtime';

/**
 * The socket half of the bad-input fuzz (fuzz.test.ts is the HTTP half): every client event gets
 * payloads its shared schema refuses, and garbage y-protocols bytes on a joined document. Each
 * must be acked with a client error in the error shape (never SYSTEM_ERROR), the socket stays
 * connected, and no table gains or loses a row.
 */
const server = await createLiveTestServer();
const { docs, signUp, sendMessage } = factoriesFor(server);
const owner = await signUp();
const partner = await signUp({ userType: 'industry' });
await sendMessage(partner, owner, 'Socket fuzz hello');
const { documentId } = await docs.generated(owner, docs.requestBody(owner, partner));

const nest = (depth: number) => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};
const BAD: unknown[] = [
  undefined,
  null,
  'text',
  42,
  [],
  nest(2_000),
  'A'.repeat(200_000),
  'a\u0000b',
  'x\uD800y',
  { $gt: '' },
  -1,
  1.5,
  1e308,
  2_147_483_648,
  "' OR 1=1; --",
  new Uint8Array(0),
];

/** Payloads the schema refuses: whole-payload garbage, then each field missing or replaced. */
const casesFor = (schema: z.ZodObject, valid: Record<string, unknown>) => {
  const cases: unknown[] = [...BAD, JSON.parse('{"__proto__":{"polluted":"yes"}}')];
  for (const key of Object.keys(schema.shape)) {
    const { [key]: _missing, ...rest } = valid;
    cases.push(rest);
    for (const bad of BAD) cases.push({ ...valid, [key]: bad });
  }
  return cases.filter((c) => !schema.safeParse(c).success);
};

const tablesNow = await tableContents(server.deps.db);

/** Emits any payload: the point is to send what the event's type forbids. */
const emitAny = (socket: ClientSocket, event: string, payload: unknown) =>
  (
    socket.timeout(5_000) as unknown as {
      emitWithAck: (e: string, p: unknown) => Promise<unknown>;
    }
  ).emitWithAck(event, payload);

const expectRefused = (answer: unknown, label: string) => {
  const parsed = errorBodySchema.safeParse(answer);
  expect(parsed.success, `${label}: ${JSON.stringify(answer)}`).toBe(true);
  expect(parsed.data!.error.code, label).not.toMatch(/SYSTEM|DATABASE|UNKNOWN/);
};

const EVENTS = [
  ['typing', typingInputSchema, { toUserId: partner.user.id, isTyping: true }],
  ['presence:query', presenceQuerySchema, { userIds: [partner.user.id] }],
  ['doc:join', docRefSchema, { documentId }],
  ['doc:leave', docRefSchema, { documentId }],
  ['doc:message', docMessageSchema, { documentId, data: new Uint8Array([0, 0]) }],
] as const;

describe('bad socket event payloads', () => {
  it.each(EVENTS.map((e) => [e[0], e] as const))('%s', async (_name, [event, schema, valid]) => {
    const before = await tablesNow();
    const socket = await server.connect(owner.cookie);
    const cases = casesFor(schema as z.ZodObject, valid as Record<string, unknown>);
    // A fresh socket per 50 cases: the per-socket event limit is not what is tested here.
    for (const [i, payload] of cases.entries()) {
      if (i % 50 === 49) socket.disconnect().connect();
      const answer = await emitAny(socket, event, payload);
      expectRefused(answer, `${event} #${i}`);
    }
    expect(socket.connected).toBe(true);
    expect(await tablesNow()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    socket.close();
  });

  it('garbage y-protocols bytes on a joined document are refused, nothing stored', async () => {
    const socket = await server.connect(owner.cookie);
    const joined = await socket.emitWithAck('doc:join', { documentId });
    expect(joined).toMatchObject({ ok: true });
    const before = await tablesNow();
    const garbage = [
      new Uint8Array([0, 2, 255, 255, 255, 255, 255, 255, 255, 255, 15]),
      new Uint8Array([0, 2, 5, 1, 2]),
      new Uint8Array([7, 7, 7]),
      new Uint8Array([1, 255, 255, 255, 255, 15]),
      new Uint8Array(Array.from({ length: 64 }, (_, i) => (i * 37) % 256)),
    ];
    for (const [i, data] of garbage.entries()) {
      const answer = await socket.timeout(5_000).emitWithAck('doc:message', { documentId, data });
      if ((answer as { ok?: boolean }).ok !== true) expectRefused(answer, `garbage #${i}`);
    }
    expect(socket.connected).toBe(true);
    expect(await tablesNow()).toEqual(before);
    socket.close();
  });
});
