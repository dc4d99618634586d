import { describe, expect, it, vi } from 'vitest';
import { createProject, signUp, updateProfile } from '../../../test/factories';
import { createTestContext } from '../../../test/helpers';
import { demandListings, demandProfiles, matchabilityReads } from '../../../test/matchability';
import { rescoreDemandChange } from '../projects/demand';

const ctx = await createTestContext();
const owner = await signUp(ctx);
// Demand is never empty here: a deletion that emptied it would rescore every listing.
await signUp(ctx, { userType: 'industry' });

const { stored, demandReason, plantMarker } = matchabilityReads(ctx);

describe('an industry account’s deletion', () => {
  it('rescores the matchability of the listings its profile counted in as demand', async () => {
    const partner = await signUp(ctx, { userType: 'industry' });
    await updateProfile(ctx, partner.cookie, demandProfiles.perovskite);
    const listing = await createProject(ctx, owner.cookie, demandListings.perovskite);
    const before = await stored(listing.id);
    expect(await demandReason(listing.id)).toMatch(
      /^1 industry partner on the platform looks for this/,
    );

    const res = await ctx.request('/api/auth/user/delete', {
      method: 'POST',
      cookie: partner.cookie,
      json: { password: partner.password },
    });
    expect(res.status).toBe(200);
    // Rescored once the deletion has answered.
    await vi.waitFor(async () => {
      const after = await stored(listing.id);
      expect(await demandReason(listing.id)).toBeUndefined();
      expect(after.matchabilityScore).toBe(before.matchabilityScore! - 6);
    });
    const after = await stored(listing.id);
    // Nothing else about the listing moves: its other scores, its content, when it was saved.
    expect(after.executabilityScore).toBe(before.executabilityScore);
    expect(after.feasibilityScore).toBe(before.feasibilityScore);
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it('leaves the listings the profile did not fit alone', async () => {
    const gone = {
      expertise: ['magnetocaloric refrigeration'],
      organization: null,
      position: null,
      bio: null,
      researchInterests: null,
      lookingFor: 'Magnetocaloric cooling to license',
    };
    const fitted = await createProject(ctx, owner.cookie, {
      title: 'Magnetocaloric refrigeration',
      tags: ['magnetocaloric', 'refrigeration'],
      category: 'energy',
    });
    const other = await createProject(ctx, owner.cookie, {
      title: 'Protein folding atlas',
      tags: ['proteins'],
      category: 'biotechnology',
    });
    const scored = await stored(fitted.id);
    await plantMarker(fitted.id);
    await plantMarker(other.id);

    expect(await rescoreDemandChange(ctx.deps, { left: gone })).toBeGreaterThanOrEqual(1);
    expect((await stored(fitted.id)).scoreDetails!.matchability).toEqual(
      scored.scoreDetails!.matchability,
    );
    expect((await stored(other.id)).matchabilityScore).toBe(1);
  });
});
