import {
  partyName,
  type VestingMilestone,
  type VestingScheduleView,
} from '@labbridge/shared-types';
import { formatDate } from '../../../lib/format';

export interface MilestoneState {
  /** Where the milestone stands, in words, for the viewer. */
  text: string;
  /** Someone has marked it complete but it has not unlocked yet. */
  waiting: boolean;
  /** The viewer is a party who has not marked it yet. */
  canMark: boolean;
  /** The other party has marked it: the viewer's mark unlocks it. */
  partnerMarked: boolean;
}

/**
 * A milestone as its viewer sees it. A party reads it as "you" and their partner; the office,
 * party to neither side, reads which side has marked it.
 */
export function milestoneState(
  schedule: Pick<VestingScheduleView, 'myRole' | 'partner'>,
  milestone: VestingMilestone,
): MilestoneState {
  const byResearcher = milestone.completedByResearcherAt !== null;
  const byIndustry = milestone.completedByIndustryAt !== null;
  if (milestone.completedAt) {
    const text = `Unlocked ${formatDate(milestone.completedAt)}`;
    return { text, waiting: false, canMark: false, partnerMarked: false };
  }
  if (schedule.myRole === null) {
    const text = byResearcher
      ? 'The researcher marked it complete; waiting for the industry partner'
      : byIndustry
        ? 'The industry partner marked it complete; waiting for the researcher'
        : 'Not started';
    return { text, waiting: byResearcher || byIndustry, canMark: false, partnerMarked: false };
  }
  const partner = schedule.partner ? partyName(schedule.partner) : 'the other party';
  const partnerMarked = schedule.myRole === 'researcher' ? byIndustry : byResearcher;
  const text = milestone.completedByMe
    ? `You marked it complete; waiting for ${partner}`
    : partnerMarked
      ? `${partner} marked it complete; waiting for you`
      : 'Not started';
  return {
    text,
    waiting: milestone.completedByMe || partnerMarked,
    canMark: !milestone.completedByMe,
    partnerMarked,
  };
}
