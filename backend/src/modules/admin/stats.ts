import { type InstitutionStats, successRate } from '@labbridge/shared-types';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { listedAccount } from './access';
import { pendingCount } from './approvals';

/** Signed in (a session started) within this many days counts as active. */
export const ACTIVE_USER_DAYS = 30;

const DAY_SECONDS = 86_400;

interface Speed {
  figure: keyof InstitutionStats['dealSpeed'];
  median: number | null;
  samples: number;
}

interface Counts {
  total_projects: number;
  total_users: number;
  active_users: number;
  collaborations: number;
  completed: number;
  revenue: number | null;
  pending: number;
  /** The deal-speed medians that have at least one sample. */
  speeds: Speed[] | null;
}

const oneDecimal = (n: number | null) => (n === null ? null : Math.round(Number(n) * 10) / 10);

/**
 * Each deal-speed figure's days, one row per sample, tagged with the figure. The first text
 * message between two parties is looked up per pair that has a proposal, in the pair's
 * conversation (its key is the two ids sorted, joined by ':'), through the conversation's index:
 * the messages of pairs that never proposed are never read.
 */
const speedDays = sql`
  select 'firstMessageToProposal' as figure, extract(epoch from p.first_at - m.first_at) / ${DAY_SECONDS} as days
    from (select least(researcher_id, industry_partner_id) as a,
                 greatest(researcher_id, industry_partner_id) as b,
                 min(created_at) as first_at
            from collaborations group by 1, 2) p
    cross join lateral (select min(created_at) as first_at from messages
                         where conversation_key = p.a::text || ':' || p.b::text and kind = 'text') m
    where m.first_at <= p.first_at
  union all
  select 'proposalToAccepted', extract(epoch from e.accepted_at - c.created_at) / ${DAY_SECONDS}
    from collaborations c
    join (select collaboration_id, min(created_at) as accepted_at
            from collaboration_events where step = 'accepted' group by 1) e
      on e.collaboration_id = c.id
  union all
  select 'documentToExecuted', extract(epoch from executed_at - created_at) / ${DAY_SECONDS}
    from legal_documents where executed_at is not null`;

/**
 * Every headline figure in one statement (on PGlite each round trip to its worker costs as much as
 * a small query), each read from an index where the table is large: see the admin plans test.
 */
export const statsStatement = sql`select
      (select count(*)::int from projects where is_active) as total_projects,
      (select count(*)::int from users where ${listedAccount}) as total_users,
      (select count(distinct s.user_id)::int from sessions s join users on users.id = s.user_id
         where s.created_at > now() - make_interval(days => ${ACTIVE_USER_DAYS})
           and ${listedAccount}) as active_users,
      k.collaborations,
      k.completed,
      (select coalesce(sum(premium_fees_accrued), 0) from projects where premium_fees_accrued > 0)
      + (select coalesce(sum(listing_price * floor(extract(epoch from now() - premium_since) / ${DAY_SECONDS})), 0)
           from projects
           where is_premium_listing and premium_since is not null and listing_price is not null) as revenue,
      ${pendingCount} as pending,
      (select json_agg(s) from (
         select figure, percentile_cont(0.5) within group (order by days) as median,
                count(*)::int as samples
           from (${speedDays}) d group by figure) s) as speeds
    from (select count(*)::int as collaborations,
                 (count(*) filter (where status = 'completed'))::int as completed
            from collaborations) k`;

/**
 * The office's headline numbers, all computed from the data: listings (archived ones aside),
 * accounts, active accounts, collaboration success (spec §9), premium fees accrued (each premium
 * listing's daily fee for every full day it spent in the catalogue: the closed periods' fees and
 * the open period's, see premiumSince in db/schema/projects.ts) and how fast deals move.
 */
export const institutionStats = async (db: DbOrTx): Promise<InstitutionStats> => {
  const [counts] = await queryRows<Counts>(db, statsStatement);
  const c = counts!;
  const speed = (figure: Speed['figure']) => {
    const row = c.speeds?.find((s) => s.figure === figure);
    return { medianDays: oneDecimal(row?.median ?? null), samples: Number(row?.samples ?? 0) };
  };

  return {
    totalProjects: c.total_projects,
    totalUsers: c.total_users,
    activeUsers: c.active_users,
    collaborations: c.collaborations,
    completedCollaborations: c.completed,
    successRate: successRate(c.completed, c.collaborations),
    totalRevenue: Math.round(Number(c.revenue ?? 0) * 100) / 100,
    pendingApprovals: c.pending,
    dealSpeed: {
      firstMessageToProposal: speed('firstMessageToProposal'),
      proposalToAccepted: speed('proposalToAccepted'),
      documentToExecuted: speed('documentToExecuted'),
    },
  };
};
