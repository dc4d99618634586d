import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { projects } from '../../db/schema';

/**
 * Takes the user off every listing's team (each member as the owner typed them: a name, a role,
 * a photo): a team names people who work on the listing, and a deleted account is nobody's
 * profile to link to. The owners' other members keep their order.
 */
export const removeFromTeams = (tx: Tx, userId: string) =>
  tx
    .update(projects)
    .set({
      teamMembers: sql`(
        select coalesce(jsonb_agg(m order by i), '[]'::jsonb)
        from jsonb_array_elements(${projects.teamMembers}) with ordinality as t(m, i)
        where m ->> 'userId' is distinct from ${userId})`,
    })
    .where(sql`${projects.teamMembers} @> ${JSON.stringify([{ userId }])}::jsonb`);
