import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProject, signUp, signUpIndustry } from '../../test/factories';
import { createTestContext } from '../../test/helpers';
import { demandListings, demandProfiles, matchabilityReads } from '../../test/matchability';
import { sessions, users } from '../db/schema';
import { makeSuperadmin } from './superadmin';

const ctx = await createTestContext();
const owner = await signUp(ctx);
// Demand is never empty here: the first industry profile, or the last, would change every listing.
await signUp(ctx, { userType: 'industry' });

const account = async (id: string) => {
  const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, id));
  return row!;
};
const { demandReason } = matchabilityReads(ctx);
const credentials = { password: 'a-new-long-password', firstName: 'Ops', lastName: 'Admin' };

describe('admin:create', () => {
  it('creates a superadmin that did not exist', async () => {
    const email = `ops-${crypto.randomUUID()}@example.com`;
    expect(await makeSuperadmin(ctx.deps, { email, ...credentials })).toBe(false);
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ userType: 'superadmin', onboardingCompleted: true });
  });

  it('promotes an industry account: its sessions end, the listings it fitted are rescored at once', async () => {
    const partner = await signUpIndustry(ctx, demandProfiles.perovskite);
    const listing = await createProject(ctx, owner.cookie, demandListings.perovskite);
    await ctx.deps.background.idle();
    expect(await demandReason(listing.id)).toMatch(/^1 industry partner on the platform/);

    const email = partner.account.email;
    expect(await makeSuperadmin(ctx.deps, { email, ...credentials })).toBe(true);
    // No background work: the script exits once this resolves.
    expect(await demandReason(listing.id)).toBeUndefined();
    expect((await account(partner.account.id)).userType).toBe('superadmin');
    const live = await ctx.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, partner.account.id));
    expect(live).not.toEqual([]);
    expect(live.every((s) => s.revokedAt)).toBe(true);
  });
});
