import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { indexesUsed, planningContext, scansWhole } from '../../../test/plans';
import { pendingCount, pendingProjectsQuery, pendingUsersQuery } from './approvals';
import { statsStatement } from './stats';

// Plans depend on table size and statistics, so this file fills its own database with a few
// thousand listings (some archived, some premium or once premium, some awaiting review) and accounts (most
// approved, some awaiting review, some not onboarded yet) and checks what the planner does with
// the dashboard's real statements.
const LISTINGS = 4000;
const ACCOUNTS = 4000;
const { ctx, db, plan } = await planningContext();

beforeAll(async () => {
  const owner = await signUp(ctx);
  await db.execute(sql`
    insert into projects (user_id, title, description, category, is_active, review_status,
      is_premium_listing, premium_since, listing_price, premium_fees_accrued, created_at)
    select ${owner.user.id}, 'Listing ' || i, 'A research listing looking for a partner.', 'other',
      i % 30 <> 0, case when i % 7 = 0 then 'pending'::review_status else 'approved' end,
      i % 40 = 0, case when i % 40 = 0 then now() - interval '5 days' end,
      case when i % 40 = 0 then 3 end, case when i % 50 = 0 then 12 else 0 end,
      now() - (i || ' minutes')::interval
    from generate_series(1, ${LISTINGS}) as i`);
  await db.execute(sql`
    insert into users (email, password_hash, user_type, onboarding_completed, is_verified,
      review_status, created_at)
    select 'member' || i || '@plans.test', 'not a hash', 'researcher', i % 25 <> 0, i % 20 <> 0,
      case when i % 20 = 0 then 'pending'::review_status else 'approved' end,
      now() - (i || ' minutes')::interval
    from generate_series(1, ${ACCOUNTS}) as i`);
  // As the app's maintenance does: statistics, and the visibility map index-only scans rely on.
  await db.execute(sql`vacuum analyze projects`);
  await db.execute(sql`vacuum analyze users`);
});

describe('admin dashboard query plans', () => {
  it('counts listings, the review queue and premium fees from indexes, never the whole table', async () => {
    const nodes = await plan(statsStatement);
    expect(indexesUsed(nodes)).toEqual(
      expect.arrayContaining([
        'projects_active_idx',
        'projects_awaiting_review_idx',
        'projects_premium_idx',
        'projects_premium_accrued_idx',
      ]),
    );
    expect(scansWhole(nodes, 'projects')).toBe(false);
  });

  it('reads the review queue in order from its partial index', async () => {
    const nodes = await plan(pendingProjectsQuery(db));
    expect(indexesUsed(nodes)).toContain('projects_awaiting_review_idx');
    expect(scansWhole(nodes, 'projects')).toBe(false);
  });

  it('counts the approval queue, both kinds, from their partial indexes', async () => {
    const nodes = await plan(sql`select ${pendingCount}`);
    expect(indexesUsed(nodes)).toEqual(
      expect.arrayContaining(['users_awaiting_approval_idx', 'projects_awaiting_review_idx']),
    );
    expect(scansWhole(nodes, 'users')).toBe(false);
    expect(scansWhole(nodes, 'projects')).toBe(false);
  });

  it('reads the accounts awaiting review in order from their partial index', async () => {
    const nodes = await plan(pendingUsersQuery(db).limit(20));
    expect(indexesUsed(nodes)).toContain('users_awaiting_approval_idx');
    expect(scansWhole(nodes, 'users')).toBe(false);
  });
});
