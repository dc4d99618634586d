import { projectListQuerySchema } from '@labbridge/shared-types';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { indexesUsed, planningContext, scansWhole } from '../../../test/plans';
import { catalogueQueries } from './queries';
import { searchPasses } from './search';

// Plans depend on table size and statistics, so this file fills its own database with a few
// thousand listings and checks what the planner does with the catalogue's real queries.
const LISTINGS = 4000;
const { ctx, db, plan } = await planningContext();

beforeAll(async () => {
  const owner = await signUp(ctx);
  const subjects = [
    'Robotic gripper',
    'Perovskite solar cell',
    'Quantum sensor',
    'Battery electrolyte',
    'Enzyme assay',
    'Graphene membrane',
    'Wearable monitor',
    'Carbon capture',
  ];
  const subject = sql`(${JSON.stringify(subjects)}::jsonb ->> (i % 8))`;
  await db.execute(sql`
    insert into projects (user_id, title, description, category, stage, tags, trl_level,
      funding_required, visibility, review_status, created_at)
    select ${owner.user.id}, ${subject} || ' ' || i,
      'A research listing about ' || ${subject} || ' looking for a partner.',
      'other', 'prototype', '["research"]'::jsonb, 1 + i % 9, i * 100,
      case when i % 20 = 0 then 'private'::project_visibility else 'public' end,
      case when i % 10 = 0 then 'pending'::review_status else 'approved' end,
      now() - (i || ' minutes')::interval
    from generate_series(1, ${LISTINGS}) as i`);
  // Messages filed under listings, which the engagement orders (popular, trending) count.
  const partner = await signUp(ctx, { userType: 'industry' });
  const [a, b] = [owner.user.id, partner.user.id].sort();
  const key = `${a}:${b}`;
  await db.execute(
    sql`insert into conversations (key, user_a, user_b, last_seq) values (${key}, ${a}, ${b}, 20000)`,
  );
  await db.execute(sql`
    insert into messages (conversation_key, seq, sender_id, receiver_id, content, project_id)
    select ${key}, i, ${partner.user.id}, ${owner.user.id}, 'About your listing',
      (select min(id) from projects) + i % ${LISTINGS}
    from generate_series(1, 20000) as i`);
  await db.execute(sql`analyze projects`);
  await db.execute(sql`analyze messages`);
});

const filters = (query: Record<string, string> = {}) => projectListQuerySchema.parse(query);

describe('catalogue query plans', () => {
  it('walks the partial index for the first page instead of sorting the table', async () => {
    const nodes = await plan(catalogueQueries(db, filters()).page());
    expect(indexesUsed(nodes)).toContain('projects_visible_recent_idx');
    expect(scansWhole(nodes, 'projects')).toBe(false);
  });

  it('finds search hits through the GIN index, for words and prefixes', async () => {
    for (const q of ['perovskite', 'robo', 'quantum sensors']) {
      const [fullText] = searchPasses(q);
      const nodes = await plan(
        catalogueQueries(db, filters({ q })).page(fullText, { withTotal: true }),
      );
      expect(indexesUsed(nodes), q).toContain('projects_search_idx');
      expect(scansWhole(nodes, 'projects'), q).toBe(false);
    }
  });

  it('finds substrings and typos of titles through the trigram index', async () => {
    const [, trigram] = searchPasses('ovskite');
    const nodes = await plan(catalogueQueries(db, filters({ q: 'ovskite' })).page(trigram));
    expect(indexesUsed(nodes)).toContain('projects_title_trgm_idx');
    expect(scansWhole(nodes, 'projects')).toBe(false);
  });

  it('counts each listing’s messages through an index when ordering by engagement', async () => {
    // A scan of every message per listing made one Trending or Popular page take seconds to
    // minutes once there were a few thousand of each.
    for (const query of [{ sort: 'popular' }, { tab: 'trending' }] as Record<string, string>[]) {
      const queries = catalogueQueries(db, filters(query));
      for (const nodes of [await plan(queries.page()), await plan(queries.count())]) {
        expect(scansWhole(nodes, 'messages'), JSON.stringify(query)).toBe(false);
      }
    }
  });

  it('filters by category with the page order from one index', async () => {
    const nodes = await plan(catalogueQueries(db, filters({ category: 'robotics' })).page());
    expect(indexesUsed(nodes)).toContain('projects_visible_category_idx');
  });
});
