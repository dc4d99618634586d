/**
 * The deal side of the analytics page: a researcher's funnel (views → conversations and proposals
 * → collaborations → signed documents) and an industry user's pipeline. One aggregate query each.
 */
import {
  type AnalyticsRatio,
  COLLABORATION_STATUSES,
  type CollaborationStatus,
  type IndustryPipeline,
  type ResearcherFunnel,
  successRate,
} from '@labbridge/shared-types';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, timestamptz } from '../../db/client';

const ratio = (part: number, whole: number): AnalyticsRatio => ({
  part,
  whole,
  percent: whole > 0 ? successRate(part, whole) : null,
});

interface FunnelRow {
  viewers: number;
  engaged: number;
  proposals: number;
  successful: number;
  generated: number;
  executed: number;
  signed_deals: number;
  median_days: number | null;
}

/** A researcher's funnel since `from` (see researcherFunnelSchema for each definition). */
export const researcherFunnel = async (
  db: Db,
  userId: string,
  from: Date,
): Promise<ResearcherFunnel> => {
  const since = timestamptz(from);
  const [row] = await queryRows<FunnelRow>(
    db,
    sql`
      with viewers as (
        select distinct e.user_id
        from analytics_events e
        where e.event_type = 'view' and e.subject_user_id = ${userId}
          and e.created_at >= ${since} and e.user_id is not null and e.user_id <> ${userId}
      ),
      proposals as (
        select c.status from collaborations c
        where c.researcher_id = ${userId} and c.created_at >= ${since}
      ),
      docs as (
        select d.status from legal_documents d
        where (d.researcher_user_id = ${userId} or d.industry_user_id = ${userId})
          and d.created_at >= ${since}
      ),
      -- A pair's first message is the first either wrote (a deal's steps are cards in their
      -- thread, not messages), and only one written before the signature led to it.
      signed as (
        select extract(epoch from d.executed_at - (
          select min(m.created_at) from messages m
          where ((m.sender_id = d.researcher_user_id and m.receiver_id = d.industry_user_id)
              or (m.sender_id = d.industry_user_id and m.receiver_id = d.researcher_user_id))
            and m.kind = 'text' and m.created_at <= d.executed_at
        )) / 86400 as days
        from legal_documents d
        where (d.researcher_user_id = ${userId} or d.industry_user_id = ${userId})
          and d.status = 'fully_executed' and d.executed_at >= ${since}
      )
      select
        (select count(*) from viewers)::int as viewers,
        (select count(*) from viewers v where
          exists (select 1 from messages m where m.sender_id = v.user_id
                  and m.receiver_id = ${userId} and m.kind = 'text' and m.created_at >= ${since})
          or exists (select 1 from collaborations c where c.initiator_id = v.user_id
                  and c.researcher_id = ${userId} and c.created_at >= ${since}))::int as engaged,
        (select count(*) from proposals)::int as proposals,
        (select count(*) from proposals where status in ('active', 'completed'))::int as successful,
        (select count(*) from docs)::int as generated,
        (select count(*) from docs where status = 'fully_executed')::int as executed,
        (select count(*) from signed where days is not null)::int as signed_deals,
        (select percentile_cont(0.5) within group (order by days) from signed
          where days is not null)::float8 as median_days
    `,
  );
  const r = row!;
  return {
    engagement: ratio(r.engaged, r.viewers),
    collaborationSuccess: ratio(r.successful, r.proposals),
    documentCompletion: ratio(r.executed, r.generated),
    timeToSignature: {
      deals: r.signed_deals,
      medianDays: r.median_days === null ? null : Math.round(Number(r.median_days) * 10) / 10,
    },
  };
};

interface PipelineRow {
  conversations: number;
  awaiting_mine: number;
  awaiting_theirs: number;
  /** json: parsed by both drivers, but read defensively. */
  by_status: Partial<Record<CollaborationStatus, number>> | string | null;
}

/** An industry user's pipeline: conversations and proposals since `from`, signatures now. */
export const industryPipeline = async (
  db: Db,
  userId: string,
  from: Date,
): Promise<IndustryPipeline> => {
  const since = timestamptz(from);
  const [row] = await queryRows<PipelineRow>(
    db,
    sql`
      with pending as (
        select d.id, exists (
          select 1 from document_signatures s where s.document_id = d.id and s.user_id = ${userId}
        ) as signed_by_me
        from legal_documents d
        where (d.researcher_user_id = ${userId} or d.industry_user_id = ${userId})
          and d.status = 'pending_signatures'
      )
      select
        -- As in the funnel and "Chats started", a deal's cards in a thread are no one's words:
        -- a thread counts for a message written in it.
        (select count(distinct m.conversation_key) from messages m
          where (m.sender_id = ${userId} or m.receiver_id = ${userId})
            and m.kind = 'text' and m.created_at >= ${since})::int as conversations,
        (select count(*) from pending where not signed_by_me)::int as awaiting_mine,
        (select count(*) from pending where signed_by_me)::int as awaiting_theirs,
        (select json_object_agg(status, n) from (
          select c.status, count(*)::int as n from collaborations c
          where c.initiator_id = ${userId} and c.created_at >= ${since}
          group by c.status
        ) s) as by_status
    `,
  );
  const r = row!;
  const byStatus: Partial<Record<CollaborationStatus, number>> =
    typeof r.by_status === 'string' ? JSON.parse(r.by_status) : (r.by_status ?? {});
  return {
    conversations: r.conversations,
    proposalsByStatus: COLLABORATION_STATUSES.map((status) => ({
      status,
      count: byStatus[status] ?? 0,
    })),
    awaitingSignature: { mine: r.awaiting_mine, theirs: r.awaiting_theirs },
  };
};
