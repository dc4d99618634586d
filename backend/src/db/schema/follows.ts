import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { projectRef } from './projects';
import { userRef } from './users';

export const projectFollows = pgTable(
  'project_follows',
  {
    userId: userRef('user_id'),
    projectId: projectRef(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.projectId] }),
    index('project_follows_project_idx').on(t.projectId),
  ],
);
