import type { AdminAnalytics, AnalyticsPeriod } from '@labbridge/shared-types';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, timestamptz } from '../../db/client';
import { periodStart } from '../analytics/summary';

interface SeriesRow {
  date: string;
  signups: number;
  listings: number;
  messages: number;
  proposals: number;
  signed_documents: number;
}

interface FunnelRow {
  listings: number;
  conversations: number;
  proposals: number;
  accepted: number;
  signed: number;
}

/**
 * Platform activity per UTC day (per week over a year) for the admin's charts, and the deal
 * funnel of the listings created in the period: how many got a conversation, a proposal, an
 * accepted proposal and a fully executed document. The period starts where the analytics page's
 * does (periodStart: UTC midnight of its first day), for the chart and the funnel alike; a year's
 * first week counts only its days within the period. Deleted accounts are no one's sign-up, as
 * they are in no user count of the office (listedAccount).
 */
export const adminAnalytics = async (
  db: DbOrTx,
  period: AnalyticsPeriod,
  now = new Date(),
): Promise<AdminAnalytics> => {
  const bucket = period === '1y' ? 'week' : 'day';
  const start = timestamptz(periodStart(period, now));
  const per = (table: string, column: string, extra = '') =>
    sql`(select count(*)::int from ${sql.raw(table)} t
          where date_trunc(${sql.raw(`'${bucket}'`)}, t.${sql.raw(column)} at time zone 'utc') = b.start
            and t.${sql.raw(column)} >= ${start} ${sql.raw(extra)})`;
  const series = await queryRows<SeriesRow>(
    db,
    sql`select to_char(b.start, 'YYYY-MM-DD') as date,
        ${per('users', 'created_at', 'and t.deleted_at is null')} as signups,
        ${per('projects', 'created_at')} as listings,
        ${per('messages', 'created_at', "and t.kind = 'text'")} as messages,
        ${per('collaborations', 'created_at')} as proposals,
        ${per('legal_documents', 'executed_at')} as signed_documents
      from generate_series(
        date_trunc(${sql.raw(`'${bucket}'`)}, ${start} at time zone 'utc'),
        ${timestamptz(now)} at time zone 'utc',
        ${sql.raw(`interval '1 ${bucket}'`)}) as b(start)
      order by b.start`,
  );
  const [funnel] = await queryRows<FunnelRow>(
    db,
    sql`with l as (select id from projects where created_at >= ${start})
      select
        (select count(*)::int from l) as listings,
        (select count(*)::int from l where exists
           (select 1 from messages m where m.project_id = l.id and m.kind = 'text')
           or exists (select 1 from collaborations c where c.project_id = l.id)) as conversations,
        (select count(*)::int from l where exists
           (select 1 from collaborations c where c.project_id = l.id)) as proposals,
        (select count(*)::int from l where exists
           (select 1 from collaborations c
              join collaboration_events e on e.collaboration_id = c.id and e.step = 'accepted'
             where c.project_id = l.id)) as accepted,
        (select count(*)::int from l where exists
           (select 1 from legal_documents d
              left join collaborations c on c.id = d.collaboration_id
             where d.status = 'fully_executed' and (d.project_id = l.id or c.project_id = l.id)))
          as signed`,
  );
  return {
    period,
    bucket,
    series: series.map((r) => ({
      date: r.date,
      signups: r.signups,
      listings: r.listings,
      messages: r.messages,
      proposals: r.proposals,
      signedDocuments: r.signed_documents,
    })),
    funnel: funnel!,
  };
};
