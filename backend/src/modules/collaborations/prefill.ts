import {
  type DocumentPrefill,
  LEGAL_DEFAULTS,
  parseIpAssets,
  partnerTitle,
  splitEquity,
} from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { projects } from '../../db/schema';
import { displayName, loadUsers } from '../users/parties';
import type { UserRow } from '../users/present';
import { assertCanDraftFor, collaborationPartyIds } from './access';
import { findCollaboration } from './queries';

const partyBlock = (user: UserRow, role: string) => ({
  name: displayName(user),
  organization: user.organization ?? '',
  email: user.email,
  role,
});

/**
 * The Generate form filled from a collaboration: its two accounts as the parties, its listing's
 * details, the proposed timeline, and the proposed equity as the industry partner's share (the
 * §9 defaults where the proposal is silent).
 */
export const documentPrefill = async (
  db: DbOrTx,
  viewer: UserRow,
  id: number,
): Promise<DocumentPrefill> => {
  const { collaboration: row } = await findCollaboration(db, viewer, id);
  assertCanDraftFor(viewer, row);
  const [[project], users] = await Promise.all([
    db.select().from(projects).where(eq(projects.id, row.projectId)).limit(1),
    loadUsers(db, collaborationPartyIds(row)),
  ]);
  const equity =
    row.proposedEquity !== null
      ? splitEquity(100 - row.proposedEquity)
      : { researcher: LEGAL_DEFAULTS.equityResearcher, industry: LEGAL_DEFAULTS.equityIndustry };
  return {
    collaborationId: row.id,
    partnerTitle: partnerTitle(users.get(row.industryPartnerId)),
    parties: {
      researcher: partyBlock(users.get(row.researcherId)!, LEGAL_DEFAULTS.researcherRole),
      industry: partyBlock(users.get(row.industryPartnerId)!, LEGAL_DEFAULTS.industryRole),
    },
    projectDetails: {
      title: project!.title,
      description: project!.description,
      intellectualProperty: parseIpAssets(
        (project!.intellectualProperty ?? '').replace(/\n/g, ','),
      ),
      fundingAmount: project!.fundingRequired,
      timeline:
        row.proposedTimeline ??
        (project!.timelineMonths ? `${project!.timelineMonths} months` : ''),
    },
    terms: {
      equityDistribution: equity,
      vestingSchedule: {
        cliffPeriod: LEGAL_DEFAULTS.cliffMonths,
        vestingPeriod: LEGAL_DEFAULTS.vestingMonths,
        vestingFrequency: LEGAL_DEFAULTS.vestingFrequency,
      },
      confidentialityPeriod: LEGAL_DEFAULTS.confidentialityYears,
      terminationClause: LEGAL_DEFAULTS.terminationClause,
      disputeResolution: LEGAL_DEFAULTS.disputeResolution,
    },
  };
};
