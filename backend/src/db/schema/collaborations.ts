import { COLLABORATION_STATUSES } from '@labbridge/shared-types';
import {
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { projects } from './projects';
import { users } from './users';

export const collaborationStatusEnum = pgEnum('collaboration_status', COLLABORATION_STATUSES);

export const collaborations = pgTable(
  'collaborations',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    researcherId: uuid('researcher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    industryPartnerId: uuid('industry_partner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    initiatorId: uuid('initiator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  ],
);
