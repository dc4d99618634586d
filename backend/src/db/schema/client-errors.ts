import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userRefOrNull } from './users';

export const clientErrorReports = pgTable(
  'client_error_reports',
  {
    id: serial('id').primaryKey(),
    userId: userRefOrNull('user_id'),
    correlationId: text('correlation_id'),
    severity: text('severity').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('client_error_reports_created_idx').on(t.createdAt)],
);
