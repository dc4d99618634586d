import { PROJECT_SUMMARY_DESCRIPTION_MAX } from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProject, messagingHelpers, signUp, unique } from '../../../test/factories';
import { createTestContext, expectJson, type Json, readJson } from '../../../test/helpers';
import { analyticsEvents, projects } from '../../db/schema';

const ctx = await createTestContext();
const owner = await signUp(ctx, { firstName: 'Katalin', lastName: 'Kariko' });

const list = async (query: string) => {
  const res = await ctx.request(`/api/projects?${query}`);
  return expectJson(res);
};
const titles = (body: Json) => body.projects.map((p: { title: string }) => p.title);

describe('GET /api/projects search', () => {
  it('ranks a title match above a description match, case-insensitively', async () => {
    const word = unique();
    // Created first, so only relevance (not recency) can put it on top.
    await createProject(ctx, owner.cookie, { title: `${word.toUpperCase()} catalyst` });
    await createProject(ctx, owner.cookie, {
      title: 'Membrane filters',
      description: `Uses ${word} particles in the description only. ${`${word} `.repeat(20)}`,
    });
    const body = await list(`q=${word}`);
    expect(body.total).toBe(2);
    expect(titles(body)).toEqual([`${word.toUpperCase()} catalyst`, 'Membrane filters']);
  });

  it('finds partly typed words, stemmed words, tags and technology text', async () => {
    const word = unique();
    await createProject(ctx, owner.cookie, {
      title: `Quantum sensors ${word}`,
      tags: ['magnetometry'],
      intellectualProperty: 'Granted patent on diamond nitrogen-vacancy readout',
    });
    for (const q of ['quant', 'sensor', 'Magnetometry', 'nitrogen-vacancy', 'QUANTUM SENS']) {
      expect(titles(await list(`q=${encodeURIComponent(`${q} ${word}`)}`)), q).toEqual([
        `Quantum sensors ${word}`,
      ]);
    }
    expect((await list(`q=${encodeURIComponent(`photonics ${word}`)}`)).total).toBe(0);
  });

  it('treats search text as text, not as query syntax', async () => {
    for (const q of [
      "'",
      '%',
      '_',
      '\\',
      '!!',
      '(a | b) & !c:*',
      '"unterminated',
      'a'.repeat(200),
    ]) {
      const res = await ctx.request(`/api/projects?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
    const word = unique();
    await createProject(ctx, owner.cookie, { title: `Efficiency 100% ${word}` });
    await createProject(ctx, owner.cookie, { title: `Efficiency 100 ${word}x` });
    expect(titles(await list(`q=${encodeURIComponent('100%')}&limit=50`))).toContain(
      `Efficiency 100% ${word}`,
    );
  });
  it('finds a title by a part of a word or with a typo when no whole word matches', async () => {
    const word = `${unique()}${unique()}`;
    await createProject(ctx, owner.cookie, { title: `Spectrometer ${word}` });
    expect(titles(await list(`q=${word.slice(5, 14)}`))).toEqual([`Spectrometer ${word}`]);
    const typo = `${word.slice(0, 10)}z${word.slice(11)}`;
    expect(titles(await list(`q=${typo}`))).toEqual([`Spectrometer ${word}`]);
    expect((await list(`q=${unique()}${unique()}`)).total).toBe(0);
  });
});

describe('GET /api/projects answers what a card shows', () => {
  it('sends card fields only, with the description cut at a word', async () => {
    const word = unique();
    const description = `${'Long description of the method. '.repeat(40)}${word}`;
    const created = await createProject(ctx, owner.cookie, {
      title: `Lean ${word}`,
      description,
      whyNow: 'A pitch the card never shows.',
      researchPapers: [{ name: 'Paper', url: '10.1234/abc' }],
      teamMembers: [{ name: 'Grace Hopper', role: 'Engineer' }],
    });
    const [card] = (await list(`q=${word}`)).projects;
    expect(Object.keys(card).sort()).toEqual(
      [
        'category',
        'createdAt',
        'description',
        'executabilityScore',
        'feasibilityScore',
        'fundingRequired',
        'headerImageUrl',
        'id',
        'isPremiumListing',
        'matchabilityScore',
        'mediaCarousel',
        'owner',
        'stage',
        'timelineMonths',
        'title',
        'trlLevel',
        'userId',
      ].sort(),
    );
    expect(card.description.length).toBeLessThanOrEqual(PROJECT_SUMMARY_DESCRIPTION_MAX);
    const kept = card.description.slice(0, -1);
    expect(card.description.endsWith('…')).toBe(true);
    expect(description.startsWith(kept)).toBe(true);
    expect(description[kept.length]).toBe(' ');
    const detail = await readJson(await ctx.request(`/api/projects/${created.id}`));
    expect(detail.description).toBe(description);
    expect(detail.scoreDetails).toBeTruthy();
  });
});

describe('GET /api/projects filters, sorts and pages', () => {
  const seedSet = async () => {
    const word = unique();
    const make = (title: string, extra: Parameters<typeof createProject>[2]) =>
      createProject(ctx, owner.cookie, { title: `${title} ${word}`, ...extra });
    const a = await make('Alpha', {
      category: 'biotechnology',
      stage: 'concept',
      trlLevel: 2,
      fundingRequired: 50_000,
    });
    const b = await make('Beta', {
      category: 'energy',
      stage: 'testing',
      trlLevel: 6,
      fundingRequired: 2_000_000,
    });
    const c = await make('Gamma', {
      category: 'ai-ml',
      stage: 'ready',
      trlLevel: 8,
      fundingRequired: null,
    });
    const d = await make('Delta', {
      category: 'energy',
      stage: 'prototype',
      trlLevel: 4,
      fundingRequired: 400_000,
    });
    return { word, a, b, c, d };
  };

  it('filters by category (with catalogue aliases), stage, TRL and funding ranges', async () => {
    const { word } = await seedSet();
    const only = async (query: string) =>
      titles(await list(`q=${word}&${query}&sort=recent`)).map((t: string) => t.split(' ')[0]);
    expect(await only('category=energy')).toEqual(['Delta', 'Beta']);
    expect(await only('category=cleantech')).toEqual(['Delta', 'Beta']);
    expect(await only('category=biotech')).toEqual(['Alpha']);
    expect(await only('category=software')).toEqual(['Gamma']);
    expect(await only('category=all')).toHaveLength(4);
    expect(await only('stage=testing')).toEqual(['Beta']);
    expect(await only('trlMin=4&trlMax=6')).toEqual(['Delta', 'Beta']);
    expect(await only('fundingMin=100000')).toEqual(['Delta', 'Beta']);
    expect(await only('fundingMax=500000')).toEqual(['Delta', 'Alpha']);
    expect(await only('category=energy&fundingMax=500000&trlMin=3')).toEqual(['Delta']);
    expect(await only('category=&stage=&trlMin=&fundingMax=')).toHaveLength(4);
  });

  it('sorts by recent, funding, score and popularity', async () => {
    const { word, a, b, c, d } = await seedSet();
    const ids = async (sort: string) =>
      (await list(`q=${word}&sort=${sort}`)).projects.map((p: { id: number }) => p.id);
    expect(await ids('recent')).toEqual([d.id, c.id, b.id, a.id]);
    expect(await ids('funding')).toEqual([b.id, d.id, a.id, c.id]);
    await ctx.deps.db
      .update(projects)
      .set({ executabilityScore: 95, feasibilityScore: 95, matchabilityScore: 95 })
      .where(eq(projects.id, a.id));
    await ctx.deps.db
      .update(projects)
      .set({ executabilityScore: 10, feasibilityScore: 0, matchabilityScore: 20 })
      .where(eq(projects.id, c.id));
    const byScore = await ids('score');
    expect(byScore[0]).toBe(a.id);
    expect(byScore.at(-1)).toBe(c.id);
    await ctx.deps.db.insert(analyticsEvents).values([
      { eventType: 'view', projectId: c.id },
      { eventType: 'share', projectId: c.id },
      { eventType: 'view', projectId: b.id },
    ]);
    expect((await ids('popular')).slice(0, 2)).toEqual([c.id, b.id]);
  });

  it('pages with the total count and caps limit at 50', async () => {
    const { word } = await seedSet();
    const first = await list(`q=${word}&limit=3&page=1&sort=recent`);
    const second = await list(`q=${word}&limit=3&page=2&sort=recent`);
    expect(first).toMatchObject({ total: 4, page: 1, limit: 3 });
    expect(first.projects).toHaveLength(3);
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(titles(second)).toHaveLength(1);
    expect(titles(first)).not.toContain(titles(second)[0]);
    for (const bad of [
      'limit=51',
      'limit=0',
      'page=0',
      'sort=oldest',
      'tab=hot',
      'category=nano',
      'trlMin=7&trlMax=3',
      'fundingMin=-1',
    ]) {
      const res = await ctx.request(`/api/projects?${bad}`);
      expect(res.status, bad).toBe(400);
      expect((await readJson(res)).error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('includes the owner card on every listing', async () => {
    const { word } = await seedSet();
    const body = await list(`q=${word}`);
    expect(body.projects[0].owner).toEqual({
      id: owner.user.id,
      firstName: 'Katalin',
      lastName: 'Kariko',
      organization: 'Test University',
      profileImageUrl: null,
    });
  });
});

describe('featured and trending', () => {
  it('puts premium listings first, then the highest overall score', async () => {
    const word = unique();
    const plain = await createProject(ctx, owner.cookie, { title: `Plain ${word}` });
    const premium = await createProject(ctx, owner.cookie, {
      title: `Premium ${word}`,
      isPremiumListing: true,
      listingPrice: 4.5,
    });
    await ctx.deps.db
      .update(projects)
      .set({ executabilityScore: 99, feasibilityScore: 99, matchabilityScore: 99 })
      .where(eq(projects.id, plain.id));
    const tab = await list(`q=${word}&tab=featured`);
    expect(tab.projects.map((p: { id: number }) => p.id)).toEqual([premium.id, plain.id]);
    const featured = await readJson(await ctx.request('/api/projects/featured?limit=50'));
    const order = featured.projects.map((p: { id: number }) => p.id);
    expect(order.indexOf(premium.id)).toBeLessThan(order.indexOf(plain.id));
    expect(
      featured.projects.every(
        (p: Json, i: number) =>
          i === 0 || !p.isPremiumListing || featured.projects[i - 1].isPremiumListing,
      ),
    ).toBe(true);
    expect(
      (await readJson(await ctx.request('/api/projects/featured'))).projects.length,
    ).toBeLessThanOrEqual(6);
  });

  it('lists only premium listings and those whose overall score rounds to 80 or more', async () => {
    const word = unique();
    const setScores = (id: number, [e, f, m]: [number, number, number]) =>
      ctx.deps.db
        .update(projects)
        .set({ executabilityScore: e, feasibilityScore: f, matchabilityScore: m })
        .where(eq(projects.id, id));
    const make = async (title: string, scores: [number, number, number], premium = false) => {
      const created = await createProject(ctx, owner.cookie, {
        title: `${title} ${word}`,
        ...(premium ? { isPremiumListing: true, listingPrice: 1 } : {}),
      });
      await setScores(created.id, scores);
      return created.id as number;
    };
    const premiumLow = await make('PremiumLow', [20, 20, 20], true);
    const zerosIgnored = await make('ZerosIgnored', [90, 90, 0]);
    const roundsUp = await make('RoundsUp', [80, 79, 0]);
    await make('RoundsDown', [80, 79, 79]);
    await make('Ordinary', [60, 70, 50]);

    const tab = await list(`q=${word}&tab=featured`);
    expect(tab.projects.map((p: { id: number }) => p.id)).toEqual([
      premiumLow,
      zerosIgnored,
      roundsUp,
    ]);
    expect(tab.total).toBe(3);
    expect((await list(`q=${word}&tab=all`)).total).toBe(5);
    expect((await list(`q=${word}&tab=featured&sort=recent`)).total).toBe(3);

    const featured = await readJson(await ctx.request('/api/projects/featured?limit=50'));
    const ids = featured.projects.map((p: { id: number }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([premiumLow, zerosIgnored, roundsUp]));
    expect(titles(featured).filter((t: string) => t.endsWith(word))).toHaveLength(3);
  });

  it('answers an empty featured tab when no listing qualifies', async () => {
    const word = unique();
    const created = await createProject(ctx, owner.cookie, { title: `Modest ${word}` });
    await ctx.deps.db
      .update(projects)
      .set({ executabilityScore: 50, feasibilityScore: 50, matchabilityScore: 50 })
      .where(eq(projects.id, created.id));
    expect(await list(`q=${word}&tab=featured`)).toMatchObject({ projects: [], total: 0 });
    expect((await list(`q=${word}`)).total).toBe(1);
  });

  it('ranks trending by engagement in the last 7 days only', async () => {
    const word = unique();
    const fresh = await createProject(ctx, owner.cookie, { title: `Fresh ${word}` });
    const old = await createProject(ctx, owner.cookie, { title: `Old ${word}` });
    await createProject(ctx, owner.cookie, { title: `Quiet ${word}` });
    const longAgo = new Date(Date.now() - 10 * 86_400_000);
    await ctx.deps.db.insert(analyticsEvents).values([
      { eventType: 'view', projectId: fresh.id },
      { eventType: 'referral', projectId: fresh.id },
      { eventType: 'view', projectId: old.id },
      ...Array.from({ length: 5 }, () => ({
        eventType: 'view',
        projectId: old.id,
        createdAt: longAgo,
      })),
    ]);
    const tab = await list(`q=${word}&tab=trending`);
    expect(titles(tab)).toEqual([`Fresh ${word}`, `Old ${word}`]);
    expect(tab.total).toBe(2);
    const trending = await readJson(await ctx.request('/api/projects/trending?limit=50'));
    const ids = trending.projects.map((p: { id: number }) => p.id);
    expect(ids.indexOf(fresh.id)).toBeLessThan(ids.indexOf(old.id));
  });

  it('counts messages about a listing once per sender per day, and never the owner’s', async () => {
    const word = unique();
    const chatty = await createProject(ctx, owner.cookie, { title: `Chatty ${word}` });
    const viewed = await createProject(ctx, owner.cookie, { title: `Viewed ${word}` });
    const touted = await createProject(ctx, owner.cookie, { title: `Touted ${word}` });
    const fan = await signUp(ctx, { userType: 'industry' });
    const about = async (res: Promise<Response>) => expect((await res).status).toBe(201);
    const { send } = messagingHelpers(ctx);
    // One user writing five times about a listing is one user's interest, as a view or a share is.
    for (let i = 0; i < 5; i++) {
      await about(send(fan, owner, `Tell me more ${i}`, { projectId: chatty.id }));
    }
    for (let i = 0; i < 3; i++) {
      const viewer = await signUp(ctx, { userType: 'industry' });
      await expectJson(await ctx.request(`/api/projects/${viewed.id}`, { cookie: viewer.cookie }));
      // The owner writing about their own listing is no interest in it.
      await about(send(owner, viewer, 'Have a look', { projectId: touted.id }));
    }
    const tab = await list(`q=${word}&tab=trending`);
    expect(titles(tab)).toEqual([`Viewed ${word}`, `Chatty ${word}`]);
  });
});
