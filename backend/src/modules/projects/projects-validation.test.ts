import { describe, expect, it } from 'vitest';
import { buildProject, createProject, signUp } from '../../../test/factories';
import { createTestContext, expectErrorCode, readJson } from '../../../test/helpers';

const ctx = await createTestContext();
const owner = await signUp(ctx);

const image = (n: number) => ({
  id: `m${n}`,
  type: 'image' as const,
  url: `https://example.test/${n}.png`,
});

const post = (json: unknown) =>
  ctx.request('/api/projects', { method: 'POST', cookie: owner.cookie, json });

describe('§5 listing rules on the server', () => {
  it.each([
    ['missing title', { title: undefined }, 'title'],
    ['blank title', { title: '   ' }, 'title'],
    ['missing description', { description: undefined }, 'description'],
    ['blank description', { description: '' }, 'description'],
    ['missing category', { category: undefined }, 'category'],
    ['unknown category', { category: 'nanotech' }, 'category'],
    ['catalogue-only category', { category: 'biotech' }, 'category'],
    ['unknown stage', { stage: 'launched' }, 'stage'],
    ['unknown visibility', { visibility: 'secret' }, 'visibility'],
    ['six media items', { mediaCarousel: [1, 2, 3, 4, 5, 6].map(image) }, 'mediaCarousel'],
    [
      'a non-YouTube video',
      { mediaCarousel: [{ id: 'v', type: 'video', url: 'https://vimeo.com/1234567' }] },
      'mediaCarousel.0.url',
    ],
    [
      'a YouTube URL with a short id',
      { mediaCarousel: [{ id: 'v', type: 'video', url: 'https://youtu.be/abc' }] },
      'mediaCarousel.0.url',
    ],
    [
      'an image URL that is not a URL',
      { mediaCarousel: [{ id: 'i', type: 'image', url: 'javascript:alert(1)' }] },
      'mediaCarousel.0.url',
    ],
    ['TRL 0', { trlLevel: 0 }, 'trlLevel'],
    ['TRL 10', { trlLevel: 10 }, 'trlLevel'],
    ['fractional TRL', { trlLevel: 4.5 }, 'trlLevel'],
    ['negative funding', { fundingRequired: -1 }, 'fundingRequired'],
    ['funding as text', { fundingRequired: '100000' }, 'fundingRequired'],
    ['negative timeline', { timelineMonths: -3 }, 'timelineMonths'],
    ['fractional timeline', { timelineMonths: 2.5 }, 'timelineMonths'],
    ['negative daily fee', { listingPrice: -0.5 }, 'listingPrice'],
    ['premium fee below 0.50', { isPremiumListing: true, listingPrice: 0.25 }, 'listingPrice'],
    ['premium fee above 5.00', { isPremiumListing: true, listingPrice: 5.01 }, 'listingPrice'],
    ['premium without a fee', { isPremiumListing: true, listingPrice: null }, 'listingPrice'],
    [
      'a custom section without id',
      { customSections: [{ title: 'Extra', content: 'x' }] },
      'customSections.0.id',
    ],
    [
      'a custom section of another type',
      { customSections: [{ id: 's1', type: 'html' }] },
      'customSections.0.type',
    ],
    [
      'a paper without a name',
      { researchPapers: [{ name: '', url: 'https://doi.org/10.1/x' }] },
      'researchPapers.0.name',
    ],
    [
      'a paper with neither link nor file',
      { researchPapers: [{ name: 'Paper' }] },
      'researchPapers.0.url',
    ],
    [
      'a paper with a script link',
      { researchPapers: [{ name: 'Paper', url: 'javascript:alert(1)' }] },
      'researchPapers.0.url',
    ],
    [
      'a team member without a name',
      { teamMembers: [{ name: ' ', role: 'PI' }] },
      'teamMembers.0.name',
    ],
    [
      'a platform researcher without id',
      { teamMembers: [{ name: 'Ada', isResearcher: true }] },
      'teamMembers.0.userId',
    ],
    [
      'a team member with a bad profile link',
      { teamMembers: [{ name: 'Ada', profileUrl: 'ftp://x' }] },
      'teamMembers.0.profileUrl',
    ],
    ['tags that are not strings', { tags: [1, 2] }, 'tags.0'],
  ])('rejects %s with a VALIDATION_ERROR naming the field', async (_label, override, field) => {
    const res = await post({ ...buildProject(), ...override });
    const error = await expectErrorCode(res, 400, 'VALIDATION_ERROR');
    expect(Object.keys(error.details)).toContain(field);
    expect(error.message).toContain(field);
  });

  it('accepts five media items with default labels and YouTube detection', async () => {
    const project = await createProject(ctx, owner.cookie, {
      mediaCarousel: [
        image(1),
        { id: 'v1', type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        image(2),
        { id: 'v2', type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ', label: 'Demo' },
        { ...image(3), url: '/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png' },
      ],
    });
    expect(project.mediaCarousel.map((m: { label: string }) => m.label)).toEqual([
      'Image 1',
      'Video 1',
      'Image 2',
      'Demo',
      'Image 3',
    ]);
    expect(project.mediaCarousel[1].isYouTube).toBe(true);
    expect(project.mediaCarousel[0].isYouTube).toBe(false);
  });

  it('normalises tags: trimmed, non-empty, no duplicates', async () => {
    const project = await createProject(ctx, owner.cookie, {
      tags: ['  CRISPR ', '', 'crispr', 'gene editing', '   '],
    });
    expect(project.tags).toEqual(['CRISPR', 'gene editing']);
  });

  it('accepts a premium fee on the 0.50 and 5.00 bounds and a DOI paper', async () => {
    for (const listingPrice of [0.5, 5]) {
      const project = await createProject(ctx, owner.cookie, {
        isPremiumListing: true,
        listingPrice,
        researchPapers: [{ name: 'Paper', url: 'doi:10.1038/nature12373' }],
      });
      expect(project.listingPrice).toBe(listingPrice);
    }
  });

  it('checks platform team members against real researchers and links their profile', async () => {
    const colleague = await signUp(ctx, { firstName: 'Marie', lastName: 'Curie' });
    const industry = await signUp(ctx, { userType: 'industry' });
    const member = (userId: string) => ({
      name: 'Member',
      userId,
      isResearcher: true,
      expertise: ['a', 'A '],
    });
    const project = await createProject(ctx, owner.cookie, {
      teamMembers: [member(colleague.user.id)],
    });
    expect(project.teamMembers[0]).toMatchObject({
      userId: colleague.user.id,
      isResearcher: true,
      profileUrl: `/profile/${colleague.user.id}`,
      expertise: ['a'],
    });
    const res = await post(buildProject({ teamMembers: [member(industry.user.id)] }));
    expect(res.status).toBe(400);
    expect(Object.keys((await readJson(res)).error.details)).toEqual(['teamMembers.0.userId']);
  });

  it('answers a non-JSON body with 415 and malformed JSON with 400', async () => {
    const text = await ctx.request('/api/projects', {
      method: 'POST',
      cookie: owner.cookie,
      headers: { 'content-type': 'text/plain' },
      body: 'title=x',
    });
    expect(text.status).toBe(415);
    const broken = await ctx.request('/api/projects', {
      method: 'POST',
      cookie: owner.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"title":',
    });
    expect(broken.status).toBe(400);
  });
});

describe('field messages a person can read', () => {
  it('explains a fractional timeline in words', async () => {
    const res = await post({
      title: 'T',
      description: 'D',
      category: 'energy',
      timelineMonths: 2.5,
    });
    const body = await readJson(res);
    expect(body.error.details.timelineMonths).toEqual([
      'Timeline must be a whole number of months from 0 to 600',
    ]);
  });
});
