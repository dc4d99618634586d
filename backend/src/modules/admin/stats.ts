import { type InstitutionStats, successRate } from '@labbridge/shared-types';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { pendingApprovalCount } from './approvals';

/** Signed in (a session started) within this many days counts as active. */
export const ACTIVE_USER_DAYS = 30;

const DAY_SECONDS = 86_400;

interface Counts {
  total_projects: number;
  total_users: number;
  active_users: number;
  collaborations: number;
  completed: number;
  revenue: number | null;
}

interface Speed {
  median: number | null;
  samples: number;
}

const oneDecimal = (n: number | null) => (n === null ? null : Math.round(Number(n) * 10) / 10);

/** The median of `days` (a set of rows with a `days` column), and how many rows it covers. */
const median = async (db: DbOrTx, days: ReturnType<typeof sql>) => {
  const [row] = await queryRows<Speed>(
    db,
    sql`select percentile_cont(0.5) within group (order by days) as median, count(*)::int as samples from (${days}) d`,
  );
  return { medianDays: oneDecimal(row?.median ?? null), samples: Number(row?.samples ?? 0) };
};

/**
 * The office's headline numbers, all computed from the data: listings (archived ones aside),
 * accounts, active accounts, collaboration success (spec §9), premium fees accrued (each premium
 * listing's daily fee for every full day since it became premium) and how fast deals move.
 */
export const institutionStats = async (db: DbOrTx): Promise<InstitutionStats> => {
  const [counts] = await queryRows<Counts>(
    db,
    sql`select
      (select count(*)::int from projects where is_active) as total_projects,
      (select count(*)::int from users) as total_users,
      (select count(distinct user_id)::int from sessions
         where created_at > now() - make_interval(days => ${ACTIVE_USER_DAYS})) as active_users,
      (select count(*)::int from collaborations) as collaborations,
      (select count(*)::int from collaborations where status = 'completed') as completed,
      (select sum(listing_price * floor(extract(epoch from now() - premium_since) / ${DAY_SECONDS}))
         from projects
         where is_premium_listing and premium_since is not null and listing_price is not null) as revenue`,
  );
  const c = counts!;

  // First text message between the two parties → their first proposal, per pair of users.
  const firstMessageToProposal = await median(
    db,
    sql`select extract(epoch from p.first_at - m.first_at) / ${DAY_SECONDS} as days
      from (select least(researcher_id, industry_partner_id) as a,
                   greatest(researcher_id, industry_partner_id) as b,
                   min(created_at) as first_at
              from collaborations group by 1, 2) p
      join (select least(sender_id, receiver_id) as a, greatest(sender_id, receiver_id) as b,
                   min(created_at) as first_at
              from messages where kind = 'text' group by 1, 2) m
        on m.a = p.a and m.b = p.b
      where m.first_at <= p.first_at`,
  );
  const proposalToAccepted = await median(
    db,
    sql`select extract(epoch from e.accepted_at - c.created_at) / ${DAY_SECONDS} as days
      from collaborations c
      join (select collaboration_id, min(created_at) as accepted_at
              from collaboration_events where step = 'accepted' group by 1) e
        on e.collaboration_id = c.id`,
  );
  const documentToExecuted = await median(
    db,
    sql`select extract(epoch from executed_at - created_at) / ${DAY_SECONDS} as days
      from legal_documents where executed_at is not null`,
  );

  return {
    totalProjects: c.total_projects,
    totalUsers: c.total_users,
    activeUsers: c.active_users,
    collaborations: c.collaborations,
    completedCollaborations: c.completed,
    successRate: successRate(c.completed, c.collaborations),
    totalRevenue: Math.round(Number(c.revenue ?? 0) * 100) / 100,
    pendingApprovals: await pendingApprovalCount(db),
    dealSpeed: { firstMessageToProposal, proposalToAccepted, documentToExecuted },
  };
};
