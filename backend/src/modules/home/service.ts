import { type HomeSummary, OPEN_COLLABORATION_STATUSES } from '@labbridge/shared-types';
import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  analyticsEvents,
  collaborations,
  documentSignatures,
  legalDocuments,
  projects,
} from '../../db/schema';
import { catalogueVisible } from '../projects/queries';
import type { UserRow } from '../users/present';

const countOf = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;

/** The home dashboard's counters, one small aggregate query each. */
export const homeSummary = async (db: Db, user: UserRow): Promise<HomeSummary> => {
  const isResearcher = user.userType === 'researcher';
  const isParty = or(
    eq(collaborations.researcherId, user.id),
    eq(collaborations.industryPartnerId, user.id),
  );
  const isDocumentParty = or(
    eq(legalDocuments.researcherUserId, user.id),
    eq(legalDocuments.industryUserId, user.id),
  );

  const listed = isResearcher
    ? and(eq(projects.userId, user.id), eq(projects.isActive, true))
    : catalogueVisible;
  // A researcher's own listings, archived ones too; for anyone else, what the catalogue shows.
  const evaluated = and(
    sql`${projects.executabilityScore} is not null`,
    isResearcher ? eq(projects.userId, user.id) : catalogueVisible,
  );
  // Each listing's overall score (spec §9: the rounded mean of its non-zero scores), then their mean.
  const scores = [
    projects.executabilityScore,
    projects.feasibilityScore,
    projects.matchabilityScore,
  ];
  const overall = sql`round((${sql.join(
    scores.map((s) => sql`coalesce(${s}, 0)`),
    sql` + `,
  )})::numeric / nullif(${sql.join(
    scores.map((s) => sql`(coalesce(${s}, 0) <> 0)::int`),
    sql` + `,
  )}, 0))`;

  const [
    averageScore,
    activeProjects,
    collaborationCount,
    startedCount,
    documentCount,
    pendingDocuments,
    aiEvaluations,
    events,
  ] = await Promise.all([
    db
      .select({ value: sql<string | null>`round(avg(${overall}))` })
      .from(projects)
      .where(listed)
      .then((rows) => (rows[0]?.value == null ? null : Number(rows[0].value))),
    countOf(db.select({ value: count() }).from(projects).where(listed)),
    countOf(
      db
        .select({ value: count() })
        .from(collaborations)
        .where(and(isParty, inArray(collaborations.status, OPEN_COLLABORATION_STATUSES))),
    ),
    countOf(
      db
        .select({ value: count() })
        .from(collaborations)
        .where(and(isParty, inArray(collaborations.status, ['active', 'completed']))),
    ),
    countOf(db.select({ value: count() }).from(legalDocuments).where(isDocumentParty)),
    countOf(
      db
        .select({ value: count() })
        .from(legalDocuments)
        .leftJoin(
          documentSignatures,
          and(
            eq(documentSignatures.documentId, legalDocuments.id),
            eq(documentSignatures.userId, user.id),
          ),
        )
        .where(
          and(
            isDocumentParty,
            eq(legalDocuments.status, 'pending_signatures'),
            isNull(documentSignatures.id),
          ),
        ),
    ),
    countOf(db.select({ value: count() }).from(projects).where(evaluated)),
    db
      .select({ eventType: analyticsEvents.eventType, value: count() })
      .from(analyticsEvents)
      .where(
        or(
          and(
            eq(analyticsEvents.subjectUserId, user.id),
            inArray(analyticsEvents.eventType, ['profile_view', 'share', 'referral']),
          ),
          and(eq(analyticsEvents.userId, user.id), eq(analyticsEvents.eventType, 'message_sent')),
        ),
      )
      .groupBy(analyticsEvents.eventType),
  ]);

  const byType = Object.fromEntries(events.map((e) => [e.eventType, e.value]));
  return {
    activeProjects,
    collaborations: collaborationCount,
    pendingDocuments,
    documents: documentCount,
    aiEvaluations,
    averageScore,
    performance: {
      profile_view: byType.profile_view ?? 0,
      // The project page records shares and referrals (copied links) as separate events.
      project_shared: (byType.share ?? 0) + (byType.referral ?? 0),
      message_sent: byType.message_sent ?? 0,
      collaboration_started: startedCount,
    },
  };
};
