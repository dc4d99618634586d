import { type SQLWrapper, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/db/client';
import { createTestContext } from './helpers';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * Every node of the query's plan (EXPLAIN with the real parameters). PGlite returns the JSON plan
 * parsed, the pg driver as text.
 */
export const planOf = async (db: Db, query: SQLWrapper) => {
  const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
    db,
    sql`explain (format json) ${query}`,
  );
  const raw = row!['QUERY PLAN'];
  const parsed = typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: PlanNode }]) : raw;
  return nodesOf(parsed[0].Plan);
};

export type Plan = Awaited<ReturnType<typeof planOf>>;

export const indexesUsed = (nodes: Plan) => nodes.flatMap((n) => n['Index Name'] ?? []);

/** Whether the plan reads the whole table instead of an index. */
export const scansWhole = (nodes: Plan, table: string) =>
  nodes.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === table);

/**
 * A database of the file's own (plans depend on table size and statistics, which the file sets
 * up), with `plan` bound to it.
 */
export const planningContext = async () => {
  const ctx = await createTestContext();
  const { db } = ctx.deps;
  return { ctx, db, plan: (query: SQLWrapper) => planOf(db, query) };
};
