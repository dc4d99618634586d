import type { ActivityItem, ActivityKind } from '@labbridge/shared-types';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

interface ActivityRow {
  kind: ActivityKind;
  row_id: number;
  at: Date | string;
  actor_id: string | null;
  first_name: string | null;
  last_name: string | null;
  mine: boolean;
  step: ActivityItem['step'];
  subject_id: number | null;
  subject_title: string | null;
}

/** Views outnumber every other event; at most this many keep room for the rest. */
const MAX_VIEWS = 2;

/** Document steps worth telling: opening or editing a draft is not news. */
const DOCUMENT_STEPS = sql`('created', 'finalized', 'signed', 'executed', 'cancelled')`;

/**
 * The shell's Recent Activity: the latest of my conversations (one entry each), the steps of my
 * collaborations, views of my listings by others and the steps of my documents, newest first.
 * Each source is cut to `limit` (views to two) before they are merged, so every branch stays an
 * index-sized read.
 */
export const homeActivity = async (
  db: Db,
  userId: string,
  limit: number,
): Promise<ActivityItem[]> => {
  const rows = await queryRows<ActivityRow>(
    db,
    sql`
      with items as (
        (select 'message' as kind, m.id as row_id, m.created_at as at,
            case when m.sender_id = ${userId} then m.receiver_id else m.sender_id end as actor_id,
            m.sender_id = ${userId} as mine, null::text as step,
            null::int as subject_id, null::text as subject_title
          from conversations c
          -- Each of my conversations' latest text, read backwards along (conversation_key, seq).
          cross join lateral (
            select id, sender_id, receiver_id, created_at from messages
            where conversation_key = c.key and kind = 'text'
            order by seq desc limit 1
          ) m
          where c.user_a = ${userId} or c.user_b = ${userId}
          order by m.created_at desc limit ${limit})
        union all
        (select 'collaboration', e.id, e.created_at, e.actor_id, e.actor_id = ${userId},
            e.step::text, c.id, p.title
          from collaboration_events e
          join collaborations c on c.id = e.collaboration_id
          join projects p on p.id = c.project_id
          where c.researcher_id = ${userId} or c.industry_partner_id = ${userId}
          order by e.created_at desc, e.id desc limit ${limit})
        union all
        (select 'view', a.id, a.created_at, null, false, null, p.id, p.title
          from analytics_events a
          join projects p on p.id = a.project_id
          where a.event_type = 'view' and a.subject_user_id = ${userId}
            and (a.user_id is null or a.user_id <> ${userId})
          order by a.created_at desc limit ${Math.min(limit, MAX_VIEWS)})
        union all
        (select 'document', x.id, x.created_at, x.actor_id, x.actor_id = ${userId},
            x.action::text, d.id, d.title
          from document_audit_events x
          join legal_documents d on d.id = x.document_id
          where (d.researcher_user_id = ${userId} or d.industry_user_id = ${userId})
            and x.action in ${DOCUMENT_STEPS}
          order by x.created_at desc, x.id desc limit ${limit})
      )
      select i.*, u.first_name, u.last_name
      from items i left join users u on u.id = i.actor_id
      order by i.at desc, i.row_id desc
      limit ${limit}
    `,
  );
  return rows.map((r) => ({
    id: `${r.kind}:${r.row_id}`,
    kind: r.kind,
    at: new Date(r.at).toISOString(),
    actor: r.actor_id ? { id: r.actor_id, firstName: r.first_name, lastName: r.last_name } : null,
    mine: Boolean(r.mine),
    step: r.step,
    subjectId: r.subject_id,
    subjectTitle: r.subject_title,
  }));
};
