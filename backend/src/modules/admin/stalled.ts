import {
  collaborationPath,
  documentPath,
  type NudgeResponse,
  STALLED_AFTER_DAYS,
  type StalledDeal,
  type StalledDealsResponse,
  type StalledKind,
} from '@labbridge/shared-types';
import { sql } from 'drizzle-orm';
import { businessRule } from '../../core/errors';
import { type TxDeps, withTx } from '../../core/tx';
import { type DbOrTx, queryRows } from '../../db/client';
import { notify } from '../notifications/service';
import type { UserRow } from '../users/present';
import { recordAudit } from './audit';

interface StalledRow {
  kind: StalledKind;
  id: number;
  title: string;
  since: Date | string;
  waiting_on: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    organization: string | null;
    email: string;
  }[];
  last_nudged_at: Date | string | null;
}

const DAY_MS = 86_400_000;
const utcDay = (d: Date) => d.toISOString().slice(0, 10);
const person = sql`json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'organization', u.organization, 'email', u.email)`;
const lastNudge = (kind: StalledKind, id: ReturnType<typeof sql>) =>
  sql`(select max(created_at) from admin_audit_events
        where action = 'deal_nudged' and target_type = ${kind} and target_id = (${id})::text)`;

const cutoff = sql`now() - make_interval(days => ${STALLED_AFTER_DAYS})`;
/** A proposal nobody has answered (as `c`), a document missing a signature (as `d`). */
const stalledProposal = sql`c.status = 'pending' and c.created_at <= ${cutoff}`;
const stalledDocument = sql`d.status = 'pending_signatures' and d.finalized_at <= ${cutoff}`;

/**
 * Proposals nobody has answered and documents still missing a signature after
 * STALLED_AFTER_DAYS, oldest first (the `limit` oldest, or the one deal asked for), each with the
 * people who have to act: the recipient of a proposal, the parties who have not signed a
 * document.
 */
const stalledRows = async (
  db: DbOrTx,
  pick: { limit: number } | { kind: StalledKind; id: number },
) => {
  const only = 'kind' in pick ? pick : null;
  const proposals = sql`select 'proposal' as kind, c.id, p.title, c.created_at as since,
      (select json_agg(${person}) from users u
        where u.id = case when c.initiator_id = c.researcher_id then c.industry_partner_id
                          else c.researcher_id end) as waiting_on,
      ${lastNudge('proposal', sql`c.id`)} as last_nudged_at
    from collaborations c join projects p on p.id = c.project_id
    where ${stalledProposal}
      ${only ? sql`and c.id = ${only.id}` : sql``}`;
  const documents = sql`select 'document' as kind, d.id, d.title, d.finalized_at as since,
      (select json_agg(${person}) from users u
        where u.id in (d.researcher_user_id, d.industry_user_id)
          and not exists (select 1 from document_signatures s
                          where s.document_id = d.id and s.user_id = u.id)) as waiting_on,
      ${lastNudge('document', sql`d.id`)} as last_nudged_at
    from legal_documents d
    where ${stalledDocument}
      ${only ? sql`and d.id = ${only.id}` : sql``}`;
  if ('kind' in pick) {
    return queryRows<StalledRow>(db, pick.kind === 'proposal' ? proposals : documents);
  }
  return queryRows<StalledRow>(
    db,
    sql`${proposals} union all ${documents} order by since asc, kind, id limit ${pick.limit}`,
  );
};

const toStalled = (row: StalledRow, now: Date): StalledDeal => {
  const since = new Date(row.since);
  const lastNudgedAt = row.last_nudged_at ? new Date(row.last_nudged_at) : null;
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    waitingFor: row.kind === 'proposal' ? 'An answer to the proposal' : 'A signature',
    waitingOn: row.waiting_on ?? [],
    since: since.toISOString(),
    ageDays: Math.floor((now.getTime() - since.getTime()) / DAY_MS),
    lastNudgedAt: lastNudgedAt?.toISOString() ?? null,
    canNudge: !lastNudgedAt || utcDay(lastNudgedAt) !== utcDay(now),
  };
};

/** The `limit` deals waiting longest, and how many deals are stalled in all. */
export const listStalledDeals = async (
  db: DbOrTx,
  limit: number,
): Promise<StalledDealsResponse> => {
  const now = new Date();
  const rows = await stalledRows(db, { limit });
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select (select count(*)::int from collaborations c where ${stalledProposal})
      + (select count(*)::int from legal_documents d where ${stalledDocument}) as total`,
  );
  return { items: rows.map((r) => toStalled(r, now)), total: count!.total };
};

/**
 * Reminds whoever has to act on a stalled deal, at most once per deal and UTC day (the audit
 * line's dedupe key holds that even when two admins click at once).
 */
export const nudge = (
  deps: TxDeps,
  admin: UserRow,
  kind: StalledKind,
  id: number,
): Promise<NudgeResponse> =>
  withTx(deps, async (tx, emit) => {
    const [row] = await stalledRows(tx, { kind, id });
    if (!row) throw businessRule('This deal is not waiting on anyone any more.', 409);
    const now = new Date();
    const deal = toStalled(row, now);
    const audited = await recordAudit(tx, {
      actorId: admin.id,
      action: 'deal_nudged',
      targetType: kind,
      targetId: id,
      targetLabel: deal.title,
      dedupeKey: `nudge:${kind}:${id}:${utcDay(now)}`,
      // Stored at the key's instant, so canNudge reads the same day from it as the key holds.
      at: now,
    });
    if (!audited) throw businessRule('This deal was already nudged today.', 409);
    const notified = deal.waitingOn.map((p) => p.id);
    await notify(tx, emit, notified, {
      type: kind === 'proposal' ? 'collaboration' : 'document',
      title:
        kind === 'proposal' ? 'A proposal is waiting for you' : 'A document awaits your signature',
      message: `"${deal.title}" has been waiting ${deal.ageDays} days. The tech transfer office asks you to take a look.`,
      actionUrl: kind === 'proposal' ? collaborationPath(id) : documentPath(id),
    });
    return { notified, nudgedAt: audited.createdAt.toISOString() };
  });
