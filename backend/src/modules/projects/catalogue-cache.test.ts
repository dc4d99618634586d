import { gunzipSync } from 'node:zlib';
import { projectListQuerySchema } from '@labbridge/shared-types';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import {
  createProject,
  editableFields,
  signUp,
  signUpAdmin,
  unique,
  updateProfile,
} from '../../../test/factories';
import { createTestContext, type Json, readJson, requestInit } from '../../../test/helpers';
import { createApp } from '../../app';
import { projects } from '../../db/schema';
import { buildDeps } from '../../deps';
import { createCatalogueCache } from './catalogue-cache';

const ctx = await createTestContext();
const admin = await signUpAdmin(ctx);
const viewer = await signUp(ctx, { userType: 'industry' });
/** A second app on the same database, with a cache of its own: another replica. */
const replica = createApp(buildDeps(ctx.deps.config, ctx.deps.database, pino({ level: 'silent' })));

const apps = {
  'this process': (path: string, cookie?: string) => ctx.request(path, { cookie }),
  'another process': (path: string, cookie?: string) =>
    replica.request(path, requestInit({ cookie })),
};
type AppName = keyof typeof apps;

const search = async (app: AppName, word: string, cookie?: string): Promise<Json[]> => {
  const res = await apps[app](`/api/projects?q=${word}`, cookie);
  expect(res.status).toBe(200);
  return (await readJson(res)).projects;
};

/** The search's answer on both apps, asked twice each so each serves it from its cache. */
const warm = async (word: string) => {
  for (const app of Object.keys(apps) as AppName[]) {
    await search(app, word);
    await search(app, word);
  }
};

const post = async (path: string, cookie: string, json?: unknown) => {
  const res = await ctx.request(path, { method: 'POST', cookie, json });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
};

const put = async (id: number, cookie: string, json: Json) => {
  const res = await ctx.request(`/api/projects/${id}`, { method: 'PUT', cookie, json });
  expect(res.status, await res.clone().text()).toBe(200);
};

/** A researcher with one listing titled after a word of its own. */
const ownerWithListing = async () => {
  const word = unique();
  const owner = await signUp(ctx, { firstName: 'Ines', lastName: 'Okafor' });
  const listing = await createProject(ctx, owner.cookie, { title: `Cached ${word} sensor` });
  return { word, owner, listing };
};

describe('catalogue result cache', () => {
  it('serves a repeated answer from its cache until the catalogue version changes', async () => {
    const { word, listing } = await ownerWithListing();
    await warm(word);
    // A write the version triggers do not see (replication mode skips triggers): the cached
    // answers stand, which shows they are served from the cache.
    await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(projects)
        .set({ title: `Renamed ${word} sensor` })
        .where(eq(projects.id, listing.id));
    });
    for (const app of Object.keys(apps) as AppName[]) {
      expect(
        (await search(app, word)).map((p) => p.title),
        app,
      ).toEqual([`Cached ${word} sensor`]);
    }
    await ctx.deps.db.execute(sql`update projects set title = title where id = ${listing.id}`);
    for (const app of Object.keys(apps) as AppName[]) {
      expect(
        (await search(app, word)).map((p) => p.title),
        app,
      ).toEqual([`Renamed ${word} sensor`]);
    }
  });
});

describe.each(Object.keys(apps) as AppName[])('a write is in the next answer on %s', (app) => {
  it('creating a listing', async () => {
    const { word, owner } = await ownerWithListing();
    await warm(word);
    await createProject(ctx, owner.cookie, { title: `Second ${word} sensor` });
    expect((await search(app, word)).map((p) => p.title).sort()).toEqual([
      `Cached ${word} sensor`,
      `Second ${word} sensor`,
    ]);
  });

  it('editing its title, its pictures and its media', async () => {
    const { word, owner, listing } = await ownerWithListing();
    await warm(word);
    const headerImageUrl = `https://example.com/${word}.png`;
    const mediaCarousel = [{ id: 'i1', type: 'image', url: `https://example.com/${word}-1.png` }];
    await put(listing.id, owner.cookie, {
      ...editableFields(listing),
      title: `Edited ${word} sensor`,
      headerImageUrl,
      mediaCarousel,
    });
    const [card] = await search(app, word);
    expect(card).toMatchObject({ title: `Edited ${word} sensor`, headerImageUrl });
    expect(card!.mediaCarousel.map((m: Json) => m.url)).toEqual([mediaCarousel[0]!.url]);
  });

  it('archiving and restoring it', async () => {
    const { word, owner, listing } = await ownerWithListing();
    await warm(word);
    await post(`/api/projects/${listing.id}/archive`, owner.cookie);
    expect(await search(app, word)).toEqual([]);
    await post(`/api/projects/${listing.id}/restore`, owner.cookie);
    expect((await search(app, word)).map((p) => p.id)).toEqual([listing.id]);
  });

  it('rejecting, then approving it', async () => {
    const { word, listing } = await ownerWithListing();
    await warm(word);
    await post(`/api/admin/projects/${listing.id}/reject`, admin.cookie, { reason: 'Duplicate' });
    expect(await search(app, word)).toEqual([]);
    await post(`/api/admin/projects/${listing.id}/approve`, admin.cookie);
    expect((await search(app, word)).map((p) => p.id)).toEqual([listing.id]);
  });

  it('its owner renaming themselves, changing organisation and hiding their profile', async () => {
    const { word, owner } = await ownerWithListing();
    await warm(word);
    await updateProfile(ctx, owner.cookie, { firstName: 'Amara', organization: `Lab ${word}` });
    expect((await search(app, word))[0]!.owner).toMatchObject({
      firstName: 'Amara',
      organization: `Lab ${word}`,
    });
    await updateProfile(ctx, owner.cookie, { profileVisibility: 'private' });
    expect((await search(app, word))[0]!.owner).toMatchObject({
      firstName: 'Amara',
      organization: null,
    });
  });

  it('its owner deleting their account', async () => {
    const { word, owner } = await ownerWithListing();
    await warm(word);
    await post('/api/auth/user/delete', owner.cookie, { password: owner.password });
    expect(await search(app, word)).toEqual([]);
  });

  it('a write straight into the database', async () => {
    const { word, listing } = await ownerWithListing();
    await warm(word);
    await ctx.deps.db
      .update(projects)
      .set({ fundingRequired: 123_456 })
      .where(eq(projects.id, listing.id));
    expect((await search(app, word))[0]!.fundingRequired).toBe(123_456);
  });
});

describe('whose answer', () => {
  it("never serves one viewer's cards to another", async () => {
    const { word, owner } = await ownerWithListing();
    await updateProfile(ctx, owner.cookie, {
      organization: `Hidden ${word}`,
      profileVisibility: 'private',
    });
    const organisation = async (cookie?: string) =>
      (await search('this process', word, cookie))[0]!.owner.organization;
    // Each viewer twice, in an order that has every one of them follow a different one.
    for (const round of [1, 2]) {
      expect(await organisation(), `visitor ${round}`).toBeNull();
      expect(await organisation(owner.cookie), `owner ${round}`).toBe(`Hidden ${word}`);
      expect(await organisation(viewer.cookie), `industry ${round}`).toBeNull();
      expect(await organisation(admin.cookie), `superadmin ${round}`).toBe(`Hidden ${word}`);
    }
  });

  it('follows engagement at once in the popular order, which it does not cache', async () => {
    const word = unique();
    const owner = await signUp(ctx);
    const first = await createProject(ctx, owner.cookie, { title: `Popular ${word} one` });
    const second = await createProject(ctx, owner.cookie, { title: `Popular ${word} two` });
    const order = async () =>
      (await readJson(await ctx.request(`/api/projects?q=${word}&sort=popular`))).projects.map(
        (p: Json) => p.id,
      );
    expect(await order()).toEqual([second.id, first.id]);
    expect((await ctx.request(`/api/projects/${first.id}`, { cookie: viewer.cookie })).status).toBe(
      200,
    );
    expect(await order()).toEqual([first.id, second.id]);
  });
});

describe('encodings', () => {
  it('sends a cached answer gzipped to clients that take gzip, and plain to the rest', async () => {
    const { word } = await ownerWithListing();
    const get = (encoding?: string) =>
      ctx.request(`/api/projects?q=${word}`, {
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await (await get()).text();
    expect(JSON.parse(plain).total).toBe(1);
    for (const encoding of ['gzip', 'br, gzip;q=0.8', 'gzip, deflate, br']) {
      const res = await get(encoding);
      expect(res.headers.get('content-encoding'), encoding).toBe('gzip');
      expect(res.headers.get('vary'), encoding).toContain('Accept-Encoding');
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString(), encoding).toBe(plain);
    }
    for (const encoding of ['gzip;q=0', 'br']) {
      const res = await get(encoding);
      expect(res.headers.get('content-encoding'), encoding).toBeNull();
      expect(await res.text(), encoding).toBe(plain);
    }
  });
});

describe('misses that arrive together', () => {
  const filters = (q: string) => projectListQuerySchema.parse({ q });

  it('share one read of the database', async () => {
    const { word } = await ownerWithListing();
    const cache = createCatalogueCache(ctx.deps);
    // A request already reading the version: the five that follow share the next version read,
    // so they miss together.
    const first = cache.list(null, filters(`${word} other`));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cache.list(null, filters(word))),
    );
    await first;
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(JSON.parse(Buffer.from(answers[0]!.body).toString()).total).toBe(1);
  });

  it('never hand a request a read that a write committed before it has overtaken', async () => {
    const { word, listing } = await ownerWithListing();
    const cache = createCatalogueCache(ctx.deps);
    const before = cache.list(null, filters(word));
    await ctx.deps.db
      .update(projects)
      .set({ title: `Renamed ${word} sensor` })
      .where(eq(projects.id, listing.id));
    const after = await cache.list(null, filters(word));
    const titles = (answer: { body: Uint8Array }) =>
      JSON.parse(Buffer.from(answer.body).toString()).projects.map((p: Json) => p.title);
    expect(titles(after)).toEqual([`Renamed ${word} sensor`]);
    expect(titles(await before)).toHaveLength(1);
  });
});

describe('bounds', () => {
  const filters = (q: string) => projectListQuerySchema.parse({ q });

  it('keeps at most its number of entries', async () => {
    const cache = createCatalogueCache(ctx.deps, { maxEntries: 3, maxBytes: 10_000_000 });
    for (const q of ['one', 'two', 'three', 'four', 'five']) await cache.list(null, filters(q));
    expect(cache.size().entries).toBe(3);
  });

  it('keeps at most its number of bytes', async () => {
    const { word } = await ownerWithListing();
    // Five searches that each find the one listing: five answers of about the same size.
    const searches = [
      word,
      `cached ${word}`,
      `${word} sensor`,
      `cached ${word} sensor`,
      `${word}*`,
    ];
    const probe = createCatalogueCache(ctx.deps);
    const { body, gzip } = await probe.list(null, filters(word));
    // Room for two and a half of them (an entry counts its bytes, plain and gzipped, and two a
    // character of its key).
    const maxBytes = Math.round(2.5 * (body.byteLength + gzip!.byteLength + 200));
    const cache = createCatalogueCache(ctx.deps, { maxEntries: 100, maxBytes });
    for (const q of searches) {
      const { body } = await cache.list(null, filters(q));
      expect(JSON.parse(Buffer.from(body).toString()).total, q).toBe(1);
    }
    const { entries, bytes } = cache.size();
    expect(bytes).toBeLessThanOrEqual(maxBytes);
    expect(entries).toBe(2);
  });
});
