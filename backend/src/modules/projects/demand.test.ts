import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createProject,
  editableFields,
  signUp,
  signUpAdmin,
  signUpIndustry,
  updateProfile,
} from '../../../test/factories';
import { createTestContext } from '../../../test/helpers';
import { demandListings, demandProfiles, matchabilityReads } from '../../../test/matchability';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { rescoreDemandChange } from './demand';

const ctx = await createTestContext();
const owner = await signUp(ctx);
// Demand is never empty here: the first industry profile would change every listing's card.
await signUp(ctx, { userType: 'industry' });

const { stored, partners, plantMarker } = matchabilityReads(ctx);

const { hydrogen, desalination } = demandProfiles;
const { hydrogen: hydrogenListing, desalination: desalinationListing } = demandListings;

/**
 * ctx.deps whose first transaction starts only after `meanwhile` has run: a rescore scores, then
 * `meanwhile` commits, then the rescore's write begins.
 */
const between = (meanwhile: () => Promise<unknown>) => {
  let ran = false;
  const db = new Proxy(ctx.deps.db, {
    get(target, key, receiver) {
      if (key !== 'transaction' || ran) return Reflect.get(target, key, receiver);
      return async (...args: Parameters<Db['transaction']>) => {
        ran = true;
        await meanwhile();
        return target.transaction(...args);
      };
    },
  });
  return { ...ctx.deps, db };
};

describe('an industry sign-up', () => {
  it('rescores the listings its profile fits', async () => {
    const listing = await createProject(ctx, owner.cookie, hydrogenListing);
    const before = await stored(listing.id);
    expect(await partners(listing.id)).toBe(0);

    await signUpIndustry(ctx, hydrogen);
    await ctx.deps.background.idle();
    const after = await stored(listing.id);
    expect(await partners(listing.id)).toBe(1);
    expect(after.matchabilityScore).toBe(before.matchabilityScore! + 6);
    // Nothing else about the listing moves: its other scores, when it was saved.
    expect(after.executabilityScore).toBe(before.executabilityScore);
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it('by an admin’s Add User rescores the listings its organisation and position fit', async () => {
    const listing = await createProject(ctx, owner.cookie, {
      title: 'Perovskite tandem cells',
      tags: ['perovskite', 'tandem'],
      category: 'energy',
    });
    expect(await partners(listing.id)).toBe(0);

    const admin = await signUpAdmin(ctx);
    const res = await ctx.request('/api/admin/users', {
      method: 'POST',
      cookie: admin.cookie,
      json: {
        email: `tandem-${crypto.randomUUID()}@example.com`,
        firstName: 'Tan',
        lastName: 'Dem',
        userType: 'industry',
        organization: 'Perovskite Tandem Works',
        position: 'Head of perovskite tandem cells',
      },
    });
    expect(res.status).toBe(201);
    await ctx.deps.background.idle();
    expect(await partners(listing.id)).toBe(1);
  });
});

describe('an industry profile edit', () => {
  it('rescores the listings the old profile fitted and those the new one fits', async () => {
    const partner = await signUpIndustry(ctx, hydrogen);
    const left = await createProject(ctx, owner.cookie, hydrogenListing);
    const joined = await createProject(ctx, owner.cookie, desalinationListing);
    await ctx.deps.background.idle();
    const [leftBefore, joinedBefore] = [await partners(left.id), await partners(joined.id)];

    await updateProfile(ctx, partner.cookie, desalination);
    await ctx.deps.background.idle();
    expect(await partners(left.id)).toBe(leftBefore - 1);
    expect(await partners(joined.id)).toBe(joinedBefore + 1);
  });

  it('rescores nothing when it changes no field the demand reads', async () => {
    const partner = await signUpIndustry(ctx, hydrogen);
    const listing = await createProject(ctx, owner.cookie, hydrogenListing);
    await ctx.deps.background.idle();
    await plantMarker(listing.id);

    await updateProfile(ctx, partner.cookie, {
      firstName: 'Renamed',
      experience: 'Twenty years of plant engineering',
      ...hydrogen,
    });
    await ctx.deps.background.idle();
    expect((await stored(listing.id)).matchabilityScore).toBe(1);
  });

  it('rescores nothing when a researcher edits their profile', async () => {
    const researcher = await signUp(ctx);
    const listing = await createProject(ctx, owner.cookie, desalinationListing);
    await ctx.deps.background.idle();
    await plantMarker(listing.id);

    await updateProfile(ctx, researcher.cookie, desalination);
    await ctx.deps.background.idle();
    expect((await stored(listing.id)).matchabilityScore).toBe(1);
  });
});

describe('a rescore racing other writes', () => {
  it('leaves a listing saved between its scoring and its write with that save’s scores', async () => {
    const listing = await createProject(ctx, owner.cookie, hydrogenListing);
    const arrived = (await signUpIndustry(ctx, hydrogen)).account;
    await ctx.deps.background.idle();
    await plantMarker(listing.id);

    let saved: Awaited<ReturnType<typeof stored>> | undefined;
    const save = async () => {
      const res = await ctx.request(`/api/projects/${listing.id}`, {
        method: 'PUT',
        cookie: owner.cookie,
        json: { ...editableFields(listing), tags: ['hydrogen', 'electrolysis', 'stacks'] },
      });
      expect(res.status).toBe(200);
      saved = await stored(listing.id);
    };
    await rescoreDemandChange(between(save), { arrived });
    expect(saved!.matchabilityScore).not.toBe(1);
    expect((await stored(listing.id)).scoreDetails).toEqual(saved!.scoreDetails);
  });

  it('scores again against a profile that changed between its scoring and its write', async () => {
    const listing = await createProject(ctx, owner.cookie, desalinationListing);
    const arrived = (await signUpIndustry(ctx, desalination)).account;
    const other = await signUpIndustry(ctx, hydrogen);
    await ctx.deps.background.idle();
    const counted = await partners(listing.id);
    await plantMarker(listing.id);

    // Written behind the service's back, so no rescore of its own follows it.
    const edit = () =>
      ctx.deps.db
        .update(users)
        .set({ expertise: desalination.expertise, lookingFor: desalination.lookingFor })
        .where(eq(users.id, other.account.id));
    expect(await rescoreDemandChange(between(edit), { arrived })).toBeGreaterThanOrEqual(1);
    expect(await partners(listing.id)).toBe(counted + 1);
  });
});
