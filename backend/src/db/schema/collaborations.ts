import {
  COLLABORATION_STATUSES,
  COLLABORATION_STEPS,
  DECLINE_REASONS,
} from '@labbridge/shared-types';
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, updatedAt } from './columns';
import { projectRef } from './projects';
import { userRef, userRefOrNull } from './users';

export const collaborationStatusEnum = pgEnum('collaboration_status', COLLABORATION_STATUSES);
export const collaborationStepEnum = pgEnum('collaboration_step', COLLABORATION_STEPS);
export const declineReasonEnum = pgEnum('decline_reason', DECLINE_REASONS);

export const collaborations = pgTable(
  'collaborations',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    researcherId: userRef('researcher_id'),
    industryPartnerId: userRef('industry_partner_id'),
    initiatorId: userRef('initiator_id'),
    status: collaborationStatusEnum('status').notNull().default('pending'),
    proposalMessage: text('proposal_message').notNull(),
    proposedEquity: doublePrecision('proposed_equity'),
    proposedTimeline: text('proposed_timeline'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('collaborations_project_idx').on(t.projectId),
    index('collaborations_researcher_idx').on(t.researcherId),
    index('collaborations_industry_idx').on(t.industryPartnerId),
    // One open proposal (pending or active) per partner and listing, even when two race.
    uniqueIndex('collaborations_open_unique')
      .on(t.projectId, t.industryPartnerId)
      .where(sql`status in ('pending', 'active')`),
  ],
);

/** Each step of a collaboration: its status history, with the reasons given. */
export const collaborationEvents = pgTable(
  'collaboration_events',
  {
    id: serial('id').primaryKey(),
    collaborationId: belongsTo(integer('collaboration_id'), () => collaborations.id),
    step: collaborationStepEnum('step').notNull(),
    status: collaborationStatusEnum('status').notNull(),
    actorId: userRefOrNull('actor_id'),
    reason: declineReasonEnum('reason'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('collaboration_events_collaboration_idx').on(t.collaborationId, t.id)],
);
