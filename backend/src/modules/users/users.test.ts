import { describe, expect, it } from 'vitest';
import { recordedEvents } from '../../../test/analytics-events';
import { createProject, signUp, signUpAdmin, unique } from '../../../test/factories';
import {
  createTestContext,
  expectErrorCode,
  expectJson,
  type Json,
  readJson,
} from '../../../test/helpers';

const ctx = await createTestContext();
const admin = await signUpAdmin(ctx);

const setProfile = (cookie: string, profile: Record<string, unknown>) =>
  ctx.request('/api/auth/user', { method: 'PUT', cookie, json: profile });

const searcher = await signUp(ctx);
const search = async (q: string, cookie: string | null = searcher.cookie) =>
  ctx.request(`/api/users/researchers?q=${encodeURIComponent(q)}`, { cookie: cookie ?? undefined });

/** Exactly what a private profile shows to others. */
const privateStub = (user: Json, firstName: string, lastName: string) => ({
  id: user.id,
  firstName,
  lastName,
  isPrivate: true,
  profileVisibility: 'private',
});

describe('GET /api/users/researchers', () => {
  it('is for signed-in users only', async () => {
    const res = await search('Lovelace', null);
    await expectErrorCode(res, 401, 'AUTHENTICATION_ERROR');
  });

  it('needs at least 2 characters', async () => {
    for (const q of ['', 'a', ' b ']) {
      const res = await search(q);
      expect(res.status, q).toBe(400);
      const { error } = await readJson(res);
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.details.q).toBeDefined();
    }
    expect((await ctx.request('/api/users/researchers', { cookie: searcher.cookie })).status).toBe(
      400,
    );
  });

  it('matches name, organisation and expertise of researchers only, with public fields', async () => {
    const word = unique();
    const named = await signUp(ctx, { firstName: `Lise${word}`, lastName: 'Meitner' });
    const byOrg = await signUp(ctx);
    await setProfile(byOrg.cookie, { organization: `Institute ${word}` });
    const byExpertise = await signUp(ctx);
    await setProfile(byExpertise.cookie, { expertise: [`Fission ${word}`] });
    const industry = await signUp(ctx, { userType: 'industry', firstName: `Lise${word}` });
    const res = await search(word.toUpperCase());
    const found = await expectJson(res);
    const ids = found.map((u: { id: string }) => u.id);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe(named.user.id);
    expect(ids).toEqual(expect.arrayContaining([byOrg.user.id, byExpertise.user.id]));
    expect(ids).not.toContain(industry.user.id);
    expect(JSON.stringify(found)).not.toMatch(/email|password/i);
    expect(found[0]).toMatchObject({
      firstName: `Lise${word}`,
      lastName: 'Meitner',
      isPrivate: false,
    });
  });

  it('finds a private profile by name only and shows only the name', async () => {
    const word = unique();
    const hidden = await signUp(ctx, { lastName: `Hidden${word}` });
    await setProfile(hidden.cookie, {
      profileVisibility: 'private',
      organization: `Secret Lab ${word}`,
      bio: 'Private bio',
    });
    expect(await readJson(await search(`Secret Lab ${word}`))).toEqual([]);
    const found = (await readJson(await search(`Hidden${word}`)))[0];
    expect(found).toEqual(privateStub(hidden.user, 'Ada', `Hidden${word}`));
  });

  it('returns at most 10 researchers and treats wildcards literally', async () => {
    const word = unique();
    for (let i = 0; i < 12; i += 1) await signUp(ctx, { lastName: `Many${word}` });
    expect(await readJson(await search(`Many${word}`))).toHaveLength(10);
    expect(await readJson(await search(`%_${word}`))).toEqual([]);
  });
});

describe('GET /api/users/:id', () => {
  it('shows a public profile with public listings only and records a profile view', async () => {
    const researcher = await signUp(ctx, { firstName: 'Chien-Shiung', lastName: 'Wu' });
    await setProfile(researcher.cookie, {
      bio: 'Beta decay',
      socialLinks: [{ name: 'Lab', url: 'https://lab.example.test' }],
    });
    const listed = await createProject(ctx, researcher.cookie);
    await createProject(ctx, researcher.cookie, { visibility: 'private' });
    await createProject(ctx, researcher.cookie, { visibility: 'unlisted' });
    const visitor = await signUp(ctx, { userType: 'industry' });
    const res = await ctx.request(`/api/users/${researcher.user.id}`, { cookie: visitor.cookie });
    const body = await expectJson(res);
    expect(body.user).toMatchObject({
      firstName: 'Chien-Shiung',
      bio: 'Beta decay',
      isPrivate: false,
    });
    expect(body.user.email).toBeUndefined();
    expect(body.projects.map((p: { id: number }) => p.id)).toEqual([listed.id]);

    await ctx.request(`/api/users/${researcher.user.id}`, { cookie: visitor.cookie });
    await ctx.request(`/api/users/${researcher.user.id}`, { cookie: researcher.cookie });
    const views = await recordedEvents(ctx.deps.db, 'profile_view', {
      subjectUserId: researcher.user.id,
    });
    expect(views.map((v) => v.userId)).toEqual([visitor.user.id]);
  });

  it('shows only the name of a private profile to others, everything to self and superadmins', async () => {
    const researcher = await signUp(ctx, { firstName: 'Emmy', lastName: 'Noether' });
    await setProfile(researcher.cookie, {
      profileVisibility: 'private',
      bio: 'Symmetries',
      organization: 'Erlangen',
    });
    await createProject(ctx, researcher.cookie);
    const industry = await signUp(ctx, { userType: 'industry' });
    for (const cookie of [undefined, industry.cookie]) {
      const other = await readJson(
        await ctx.request(`/api/users/${researcher.user.id}`, { cookie }),
      );
      expect(other.user).toEqual(privateStub(researcher.user, 'Emmy', 'Noether'));
      expect(other.projects).toEqual([]);
    }
    for (const cookie of [researcher.cookie, admin.cookie]) {
      const full = await readJson(
        await ctx.request(`/api/users/${researcher.user.id}`, { cookie }),
      );
      expect(full.user).toMatchObject({
        isPrivate: false,
        bio: 'Symmetries',
        organization: 'Erlangen',
      });
    }
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['0f8fad5b-d9cb-469f-a165-70867728950e', 'nope', "1' or '1'='1"]) {
      const res = await ctx.request(`/api/users/${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(404);
      expect((await readJson(res)).error.message).toBe('User not found');
    }
  });
});
