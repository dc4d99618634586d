import {
  partyName,
  type VestingMilestone,
  type VestingScheduleView,
} from '@labbridge/shared-types';
import { formatUtcDate } from '../../../lib/format';

export interface MilestoneState {
  /** Where the milestone stands, in words, for the viewer. */
  text: string;
  /** Someone has marked it complete but it has not unlocked yet. */
  waiting: boolean;
  /** The viewer is a party who has not marked it yet. */
  canMark: boolean;
  /**
   * The viewer's mark unlocks it: the other party has marked it, or deleted their account (the
   * remaining party's mark then stands alone).
   */
  myMarkUnlocks: boolean;
}

const SIDE_NAME = { researcher: 'the researcher', industry: 'the industry partner' } as const;
const SIDE_TITLE = { researcher: 'The researcher', industry: 'The industry partner' } as const;
const OTHER_SIDE = { researcher: 'industry', industry: 'researcher' } as const;

/**
 * A milestone as its viewer sees it. A party reads it as "you" and their partner; the office,
 * party to neither side, reads which side has marked it. A side whose account was deleted marks
 * nothing: the other side's mark alone unlocks the milestone (milestoneRule says who left).
 */
export function milestoneState(
  schedule: Pick<VestingScheduleView, 'myRole' | 'partner' | 'deletedSides'>,
  milestone: VestingMilestone,
): MilestoneState {
  const marked = {
    researcher: milestone.completedByResearcherAt !== null,
    industry: milestone.completedByIndustryAt !== null,
  };
  const deleted = (side: 'researcher' | 'industry') => schedule.deletedSides.includes(side);
  if (milestone.completedAt) {
    // The UTC day, as the schedule's tranche dates: the two must name the same day for one moment.
    const unlocked = `Unlocked ${formatUtcDate(milestone.completedAt)} (UTC)`;
    // Who stood alone: the side that marked it when the other left without marking.
    const alone = (['researcher', 'industry'] as const).find(
      (side) => marked[side] && !marked[OTHER_SIDE[side]] && deleted(OTHER_SIDE[side]),
    );
    const text = !alone
      ? unlocked
      : schedule.myRole === alone
        ? `${unlocked} on your mark alone`
        : `${unlocked} on ${SIDE_NAME[alone]}’s mark alone`;
    return { text, waiting: false, canMark: false, myMarkUnlocks: false };
  }
  if (schedule.myRole === null) {
    const [gone] = schedule.deletedSides;
    const text =
      schedule.deletedSides.length === 2
        ? 'Nobody can mark it'
        : gone
          ? `Not started; ${SIDE_NAME[OTHER_SIDE[gone]]}’s mark alone unlocks it`
          : marked.researcher
            ? 'The researcher marked it complete; waiting for the industry partner'
            : marked.industry
              ? 'The industry partner marked it complete; waiting for the researcher'
              : 'Not started';
    return {
      text,
      waiting: marked.researcher || marked.industry,
      canMark: false,
      myMarkUnlocks: false,
    };
  }
  const partner = schedule.partner ? partyName(schedule.partner) : 'the other party';
  const partnerSide = OTHER_SIDE[schedule.myRole];
  const partnerMarked = marked[partnerSide];
  const partnerGone = deleted(partnerSide);
  const text = milestone.completedByMe
    ? `You marked it complete; waiting for ${partner}`
    : partnerMarked
      ? `${partner} marked it complete; waiting for you`
      : partnerGone
        ? 'Not started; your mark alone unlocks it'
        : 'Not started';
  return {
    text,
    waiting: milestone.completedByMe || partnerMarked,
    canMark: !milestone.completedByMe,
    myMarkUnlocks: partnerMarked || partnerGone,
  };
}

/** How a schedule's milestones unlock, in words: by both marks, or by the side that remains. */
export function milestoneRule(schedule: Pick<VestingScheduleView, 'myRole' | 'deletedSides'>) {
  const [gone, other] = schedule.deletedSides;
  if (!gone) return 'Each unlocks when both parties mark it complete.';
  if (other) return 'Both parties deleted their accounts: none can be marked complete.';
  return schedule.myRole
    ? 'The other party deleted their account: each unlocks when you mark it complete.'
    : `${SIDE_TITLE[gone]} deleted their account: each unlocks when ${SIDE_NAME[OTHER_SIDE[gone]]} marks it complete.`;
}
