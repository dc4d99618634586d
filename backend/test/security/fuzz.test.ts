import { randomUUID } from 'node:crypto';
import {
  allEndpoints,
  type Endpoint,
  endpointPath,
  errorBodySchema,
} from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tableContents } from '../database';
import { factoriesFor } from '../factories';
import { createTestContext, readJson } from '../helpers';

/**
 * Bad input generated from the shared Zod request schemas, for every JSON endpoint of the API
 * map: missing fields, wrong types, huge strings, deep nesting, `__proto__`, NUL, lone surrogates
 * and injection strings. Each body the endpoint's own schema rejects must get a 4xx in the error
 * shape, never a 5xx, and leave every table as it was. Query strings get the same
 * treatment (never a 5xx, nothing stored).
 */

/** Query strings' cases per endpoint, thinned evenly to this bound so the file stays fast. */
const MAX_QUERY_CASES = 40;

const ctx = await createTestContext();
const { deals, docs, signUp, signUpAdmin, createProject, sendMessage } = factoriesFor(ctx);
const admin = await signUpAdmin();
const owner = await signUp();
const partner = await signUp({ userType: 'industry' });
const listing = await createProject(owner.cookie);
await sendMessage(partner, owner, 'Fuzz hello');
const collaboration = await deals.proposed(partner, listing.id);
const { documentId } = await docs.generated(owner, docs.requestBody(owner, partner));

/** Path parameters that name real rows, so a body reaches its validation. */
const paramsFor = (path: string): Record<string, string | number> => {
  if (path.startsWith('/api/admin/users/')) return { id: partner.user.id };
  if (path.startsWith('/api/messages/')) return { userId: partner.user.id };
  if (path.startsWith('/api/collaborations/')) return { id: collaboration.id };
  if (path.startsWith('/api/legal/documents/')) return { id: documentId, threadId: 1 };
  return { id: listing.id };
};
const actorFor = (path: string) => (path.startsWith('/api/admin/') ? admin : owner);

// ---- a plausible valid value from a schema's JSON Schema, to mutate one field at a time ----

interface Js {
  type?: string | string[];
  properties?: Record<string, Js>;
  required?: string[];
  items?: Js;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: Js[];
  oneOf?: Js[];
  allOf?: Js[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  format?: string;
}

const stringFor = (s: Js) => {
  if (s.format === 'email') return 'fuzz@example.org';
  if (s.format === 'uuid') return randomUUID();
  if (s.format === 'date-time') return new Date().toISOString();
  if (s.format === 'uri' || s.format === 'url') return 'https://example.org/a';
  const text = 'Fuzz text value '.repeat(Math.ceil((s.minLength ?? 1) / 16) + 1);
  return text.slice(0, Math.max(s.minLength ?? 1, Math.min(s.maxLength ?? 20, 20)));
};

const sampleOf = (s: Js, depth = 0): unknown => {
  if (depth > 6) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) {
    return sampleOf(alternatives.find((a) => a.type !== 'null') ?? alternatives[0]!, depth);
  }
  if (s.allOf?.[0]) return sampleOf(s.allOf[0], depth);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (s.required ?? []).map((k) => [k, sampleOf(s.properties?.[k] ?? {}, depth + 1)]),
      );
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sampleOf(s.items ?? {}, depth + 1));
    case 'string':
      return stringFor(s);
    case 'integer':
    case 'number':
      return s.minimum ?? (s.exclusiveMinimum === undefined ? 1 : s.exclusiveMinimum + 1);
    case 'boolean':
      return true;
    default:
      return null;
  }
};

const jsonSchemaOf = (schema: z.ZodType): Js =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Js;

// ---- the bad values ----

const nest = (depth: number) => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};
const INJECTIONS = [
  "' OR 1=1; DROP TABLE users; --",
  '<img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the payload is the literal text
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
];
const BAD_VALUES: [string, unknown][] = [
  ['huge string', 'A'.repeat(200_000)],
  ['NUL', 'a\u0000b'],
  ['lone surrogate', 'x\uD800y'],
  ['deep nesting', nest(3_000)],
  ['operator object', { $gt: '' }],
  ['huge number', 1e308],
  ['unsafe integer', Number.MAX_SAFE_INTEGER + 2],
  ['past an integer column', 2_147_483_648],
  ['negative', -1],
  ['fraction', 1.5],
  ['empty', ''],
  ['null', null],
  ...INJECTIONS.map((v): [string, unknown] => ['injection', v]),
];
const wrongTypeFor = (s: Js): unknown => {
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  return type === 'string'
    ? 12345
    : type === 'array'
      ? { 0: 'x' }
      : type === 'object'
        ? ['x']
        : 'x';
};

interface Case {
  label: string;
  /** The raw request body (so `__proto__` stays a real key). */
  body: string;
  value: unknown;
}

const bodyCases = (schema: z.ZodType): Case[] => {
  const js = jsonSchemaOf(schema);
  const base = (sampleOf(js) ?? {}) as Record<string, unknown>;
  const keys = Object.keys(js.properties ?? {});
  const cases: Case[] = [];
  const add = (label: string, value: unknown, raw?: string) =>
    cases.push({ label, value, body: raw ?? JSON.stringify(value) });
  const wholeBody = () => cases.splice(0);
  add('empty object', {});
  for (const whole of [[], null, 'text', 42]) add('wrong body type', whole);
  // Built as text: 10,000 levels are past what JSON.stringify (or a recursive parser) survives.
  add('deep body', [], `${'['.repeat(10_000)}${']'.repeat(10_000)}`);
  const proto = JSON.stringify(base)
    .replace(/^\{/, '{"__proto__":{"polluted":"yes"},')
    .replace(/,\}$/, '}');
  add('__proto__ key', JSON.parse(proto), proto);
  add('constructor.prototype', { ...base, constructor: { prototype: { polluted: 'yes' } } });
  const always = wholeBody();
  const refused = (list: Case[]) => list.filter((c) => !schema.safeParse(c.value).success);
  for (const key of keys) {
    const { [key]: _dropped, ...missing } = base;
    add(`${key}: missing`, missing);
    add(`${key}: wrong type`, { ...base, [key]: wrongTypeFor(js.properties![key]!) });
  }
  // Each bad value goes to two of the fields that must refuse it, turning round them from one
  // value to the next: every value is tried on every endpoint, and the cases grow with the
  // fields plus the values rather than with their product.
  for (const [v, [label, bad]] of BAD_VALUES.entries()) {
    const on = refused(
      keys.map((key) => ({ label: `${key}: ${label}`, value: { ...base, [key]: bad }, body: '' })),
    );
    const picked = new Set([on[v % on.length], on[(v + Math.floor(on.length / 2)) % on.length]]);
    for (const c of picked) if (c) add(c.label, c.value);
  }
  // Only what the shared schema itself refuses: the server must refuse it too.
  return [...refused(always), ...refused(cases)];
};

const queryCases = (schema: z.ZodType): { label: string; query: string }[] => {
  const js = jsonSchemaOf(schema);
  const base = Object.fromEntries(
    Object.entries((sampleOf(js) ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
  );
  const cases: { label: string; query: string }[] = [];
  const encode = (q: Record<string, string>) => new URLSearchParams(q).toString();
  for (const key of Object.keys(js.properties ?? {})) {
    for (const [label, raw] of [
      ['not a number', 'abc'],
      ['negative', '-1'],
      ['huge number', '9'.repeat(40)],
      ['huge string', 'A'.repeat(10_000)],
      ['NUL', 'a\u0000b'],
      ...INJECTIONS.map((v) => ['injection', v]),
    ] as [string, string][]) {
      cases.push({ label: `${key}: ${label}`, query: encode({ ...base, [key]: raw }) });
    }
    // Raw escapes no encoder writes: a lone surrogate as UTF-8, and a broken escape.
    cases.push({ label: `${key}: lone surrogate`, query: `${key}=%ED%A0%80` });
    cases.push({ label: `${key}: broken escape`, query: `${key}=%E0%A4%A` });
    cases.push({ label: `${key}: repeated`, query: `${key}=1&${key}=2` });
  }
  const stride = Math.max(1, Math.ceil(cases.length / MAX_QUERY_CASES));
  return cases.filter((_, i) => i % stride === 0);
};

// ---- nothing stored ----

const tablesNow = await tableContents(ctx.deps.db);

const withBody = allEndpoints().filter(({ endpoint }) => endpoint.body) as {
  name: string;
  endpoint: Endpoint & { body: z.ZodType };
}[];
const withQuery = allEndpoints().filter(({ endpoint }) => endpoint.query) as {
  name: string;
  endpoint: Endpoint & { query: z.ZodType };
}[];

const expectErrorShape = async (res: Response, label: string) => {
  const body = await res.text();
  expect(res.status, `${label}: ${body.slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400) {
    expect(errorBodySchema.safeParse(JSON.parse(body)).success, `${label}: ${body}`).toBe(true);
  }
};

describe('bad JSON bodies from the request schemas', () => {
  it('covers every JSON endpoint of the API map', () => {
    expect(withBody.length).toBeGreaterThan(20);
  });

  it.each(withBody.map((e) => [e.name, e] as const))('%s', async (_name, { endpoint }) => {
    const cases = bodyCases(endpoint.body);
    expect(cases.length).toBeGreaterThan(0);
    const path = endpointPath(endpoint.path, paramsFor(endpoint.path));
    const { cookie } = actorFor(endpoint.path);
    const before = await tablesNow();
    for (const c of cases) {
      const res = await ctx.request(path, {
        method: endpoint.method,
        cookie,
        headers: { 'content-type': 'application/json' },
        body: c.body,
      });
      const label = `${endpoint.method} ${path} ${c.label}`;
      await expectErrorShape(res, label);
      expect(res.status, label).toBeGreaterThanOrEqual(400);
    }
    expect(await tablesNow()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('bad query strings from the query schemas', () => {
  it.each(withQuery.map((e) => [e.name, e] as const))('%s', async (_name, { endpoint }) => {
    const path = endpointPath(endpoint.path, paramsFor(endpoint.path));
    const { cookie } = actorFor(endpoint.path);
    const before = await tablesNow();
    for (const c of queryCases(endpoint.query)) {
      const res = await ctx.request(`${path}?${c.query}`, { cookie });
      await expectErrorShape(res, `GET ${path} ${c.label}`);
    }
    expect(await tablesNow()).toEqual(before);
  });
});

describe('the fixtures', () => {
  it('are real rows, so the bodies above reached validation', async () => {
    expect((await readJson(await ctx.request(`/api/projects/${listing.id}`))).id).toBe(listing.id);
  });
});
