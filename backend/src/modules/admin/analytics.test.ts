import {
  type AdminAnalytics,
  ANALYTICS_PERIODS,
  adminAnalyticsSchema,
} from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { holdAppClock } from '../../../test/clock';
import { factoriesFor } from '../../../test/factories';
import { createTestContext, expectJson } from '../../../test/helpers';
import { projects } from '../../db/schema';
import { periodStart } from '../analytics/summary';

const ctx = await createTestContext();
const { signUp, signUpAdmin, createProject } = factoriesFor(ctx);
const admin = await signUpAdmin();
const researcher = await signUp({ userType: 'researcher' });

// The period's first day is the test's: the run may not cross midnight between two reads.
beforeEach(holdAppClock);

const analytics = async (period: string) =>
  adminAnalyticsSchema.parse(
    await expectJson(
      await ctx.request(`/api/admin/analytics?period=${period}`, { cookie: admin.cookie }),
    ),
  );

/** A listing created at `at`. */
const listingAt = async (at: Date) => {
  const { id } = await createProject(researcher.cookie);
  await ctx.deps.db.update(projects).set({ createdAt: at }).where(eq(projects.id, id));
};

const listingsInSeries = (a: AdminAnalytics) => a.series.reduce((sum, p) => sum + p.listings, 0);

describe('GET /api/admin/analytics', () => {
  it('counts the same listings in the chart and the funnel: from the period’s first UTC day', async () => {
    for (const period of ANALYTICS_PERIODS) {
      const before = await analytics(period);
      const start = periodStart(period);
      // The last moment before the period and its first: only the second is in it.
      await listingAt(new Date(start.getTime() - 1));
      await listingAt(start);
      const after = await analytics(period);
      expect(after.funnel.listings - before.funnel.listings, period).toBe(1);
      expect(listingsInSeries(after) - listingsInSeries(before), period).toBe(1);
      expect(listingsInSeries(after), period).toBe(after.funnel.listings);
    }
  });

  it('counts no deleted account among the sign-ups, as the users table and the KPIs count none', async () => {
    const signups = async () => {
      const chart = await analytics('7d');
      const page = await expectJson(
        await ctx.request('/api/analytics?period=7d', { cookie: admin.cookie }),
      );
      const newUsers = page.stats.find((s: { key: string }) => s.key === 'newUsers').value;
      return { chart: chart.series.reduce((sum, p) => sum + p.signups, 0), newUsers };
    };
    const before = await signups();
    const leaving = await signUp();
    const deleted = await ctx.request('/api/auth/user/delete', {
      method: 'POST',
      cookie: leaving.cookie,
      json: { password: leaving.password },
    });
    expect(deleted.status).toBe(200);
    expect(await signups()).toEqual(before);
  });
});
