import { describe, expect, it } from 'vitest';
import { createProject, signUp, signUpIndustry } from '../../../test/factories';
import { createTestContext } from '../../../test/helpers';
import { demandListings, demandProfiles, matchabilityReads } from '../../../test/matchability';
import { scoreMatchability } from '../../ai/local/scoring';
import { demandChange, rescoreDemandChange } from './demand';
import { industryDemand } from './queries';
import { storedProjectData } from './scores';

// Its own database: these tests need the demand empty, then hold exactly the profiles they make.
const ctx = await createTestContext();
const owner = await signUp(ctx);

const { stored, partners, plantMarker } = matchabilityReads(ctx);

const deleteAccount = async (person: { cookie: string; password: string }) => {
  const res = await ctx.request('/api/auth/user/delete', {
    method: 'POST',
    cookie: person.cookie,
    json: { password: person.password },
  });
  expect(res.status).toBe(200);
  await ctx.deps.background.idle();
};

const { hydrogen, desalination } = demandProfiles;
const {
  hydrogen: hydrogenListing,
  desalination: desalinationListing,
  protein: proteinListing,
} = demandListings;

describe('the first industry profile and the last', () => {
  it('rescore every listing, those the profile does not fit too', async () => {
    expect(await industryDemand(ctx.deps.db)).toEqual([]);
    const other = await createProject(ctx, owner.cookie, proteinListing);
    const scoredAgainst = async (demand: Awaited<ReturnType<typeof industryDemand>>) =>
      scoreMatchability(storedProjectData(await stored(other.id)), { industryDemand: demand });
    await plantMarker(other.id);

    const first = await signUpIndustry(ctx, hydrogen);
    await ctx.deps.background.idle();
    const demand = await industryDemand(ctx.deps.db);
    expect(demand).toHaveLength(1);
    // Not fitted, yet its card moved: the tip on tags now names the partners it could win.
    expect(await partners(other.id)).toBe(0);
    expect((await stored(other.id)).scoreDetails!.matchability).toEqual(
      await scoredAgainst(demand),
    );
    expect(await scoredAgainst(demand)).not.toEqual(await scoredAgainst([]));

    await plantMarker(other.id);
    await deleteAccount(first);
    expect((await stored(other.id)).scoreDetails!.matchability).toEqual(await scoredAgainst([]));
  });
});

describe('a demand bounded to its newest profiles', () => {
  const bound = 2;
  const generic = () => signUp(ctx, { userType: 'industry' });

  it('moves not for a profile beyond the bound, and no listing is read for it', async () => {
    const old = await signUpIndustry(ctx, hydrogen);
    const listing = await createProject(ctx, owner.cookie, hydrogenListing);
    await generic();
    await generic();
    await ctx.deps.background.idle();
    await plantMarker(listing.id);

    const change = demandChange(null, old.account);
    let reads = 0;
    const db = new Proxy(ctx.deps.db, {
      get(target, key, receiver) {
        if (key === 'select') reads += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    expect(await rescoreDemandChange({ ...ctx.deps, db }, change!, bound)).toBe(0);
    expect((await stored(listing.id)).matchabilityScore).toBe(1);
    // Only the count of the profiles newer than it: neither the demand nor any listing is read.
    expect(reads).toBe(1);
    // Within a bound that holds it, the same change rescores the listing.
    expect(await rescoreDemandChange(ctx.deps, change!)).toBe(1);
  });

  it('pushes out the newest profile beyond it on an arrival: its listings are rescored', async () => {
    await signUpIndustry(ctx, desalination);
    await generic();
    const arrived = await signUpIndustry(ctx, hydrogen);
    const [left, joined, other] = [
      await createProject(ctx, owner.cookie, desalinationListing),
      await createProject(ctx, owner.cookie, hydrogenListing),
      await createProject(ctx, owner.cookie, proteinListing),
    ];
    await ctx.deps.background.idle();
    expect(await partners(left.id)).toBeGreaterThanOrEqual(1);
    for (const { id } of [left, joined, other]) await plantMarker(id);

    await rescoreDemandChange(ctx.deps, demandChange(null, arrived.account)!, bound);
    expect(await partners(joined.id)).toBe(1);
    // Its partner no longer counts: it was pushed beyond the bound.
    expect(await partners(left.id)).toBe(0);
    expect((await stored(left.id)).matchabilityScore).not.toBe(1);
    expect((await stored(other.id)).matchabilityScore).toBe(1);
  });

  it('lets the newest profile beyond it in on a departure: its listings are rescored', async () => {
    await signUpIndustry(ctx, desalination);
    await generic();
    const leaving = await signUpIndustry(ctx, hydrogen);
    const [joined, left, other] = [
      await createProject(ctx, owner.cookie, desalinationListing),
      await createProject(ctx, owner.cookie, hydrogenListing),
      await createProject(ctx, owner.cookie, proteinListing),
    ];
    await deleteAccount(leaving);
    for (const { id } of [joined, left, other]) await plantMarker(id);

    await rescoreDemandChange(ctx.deps, demandChange(leaving.account, null)!, bound);
    // The desalination partner is back within the bound.
    expect(await partners(joined.id)).toBe(1);
    expect((await stored(left.id)).matchabilityScore).not.toBe(1);
    expect(await partners(left.id)).toBe(0);
    expect((await stored(other.id)).matchabilityScore).toBe(1);
  });
});
