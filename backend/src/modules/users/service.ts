import { RESEARCHER_SEARCH_LIMIT } from '@labbridge/shared-types';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { recordEvent } from '../analytics/service';
import { toProjectSummary } from '../projects/present';
import { listPublicOf } from '../projects/queries';
import { escapeLike } from '../projects/search';
import { seesWholeProfile } from './access';
import { toVisibleProfile, type UserRow } from './present';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const createUserService = ({ db }: Pick<Deps, 'db'>) => ({
  /**
   * Researchers whose name, organisation or expertise contains the text. A private profile is
   * found by name only, and shows only the name.
   */
  async searchResearchers(q: string) {
    const like = `%${escapeLike(q)}%`;
    const fullName = sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`;
    const nameHit = sql`${fullName} ilike ${like}`;
    const rows = await db
      .select()
      .from(users)
      .where(
        and(
          eq(users.userType, 'researcher'),
          isNull(users.deletedAt),
          or(
            nameHit,
            and(
              eq(users.profileVisibility, 'public'),
              or(
                sql`${users.organization} ilike ${like}`,
                sql`${users.expertise}::text ilike ${like}`,
              ),
            ),
          ),
        ),
      )
      .orderBy(sql`case when ${nameHit} then 0 else 1 end`, asc(users.lastName), asc(users.id))
      .limit(RESEARCHER_SEARCH_LIMIT);
    return rows.map((row) => toVisibleProfile(row));
  },

  /** A public profile and its listings; records a profile_view for anyone but the owner. */
  async profile(viewer: UserRow | null, id: string, viewerKey: string) {
    const [row] = UUID.test(id)
      ? await db.select().from(users).where(eq(users.id, id)).limit(1)
      : [];
    if (!row) throw notFound('User not found');
    const isSelf = viewer?.id === row.id;
    const user = toVisibleProfile(row, seesWholeProfile(viewer, row.id));
    const listings = user.isPrivate ? [] : await listPublicOf(db, row.id);
    if (!isSelf) {
      await recordEvent(db, {
        eventType: 'profile_view',
        userId: viewer?.id ?? null,
        subjectUserId: row.id,
        viewer: viewerKey,
      });
    }
    return { user, projects: listings.map((r) => toProjectSummary(r.project, r.owner, viewer)) };
  },
});
