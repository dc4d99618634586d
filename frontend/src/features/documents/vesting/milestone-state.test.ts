import type { VestingMilestone, VestingScheduleView } from '@labbridge/shared-types';
import { afterAll, describe, expect, it } from 'vitest';

// West of UTC a late-evening unlock is already the next UTC day; the formatters take the time
// zone when their module loads, so it is set before the import.
const zone = process.env.TZ;
process.env.TZ = 'America/New_York';
const { milestoneRule, milestoneState } = await import('./milestone-state');
afterAll(() => {
  process.env.TZ = zone;
});

const milestone = (marks: Partial<VestingMilestone> = {}): VestingMilestone => ({
  index: 0,
  name: 'Pilot plant running',
  equityPercent: 20,
  completedAt: null,
  completedByResearcherAt: null,
  completedByIndustryAt: null,
  completedByMe: false,
  ...marks,
});

const partner: VestingScheduleView['partner'] = {
  id: 'b7a4b1e2-6f0a-4d5e-9a51-0c3f6d1e2a10',
  firstName: 'Henry',
  lastName: 'Ford',
  organization: null,
};
type Viewer = Parameters<typeof milestoneState>[0];
const researcher: Viewer = { myRole: 'researcher', partner, deletedSides: [] };
const office: Viewer = { myRole: null, partner: null, deletedSides: [] };
const marked = '2026-03-01T12:00:00.000Z';

describe('milestoneState', () => {
  it('tells a party what they and their partner have done', () => {
    expect(milestoneState(researcher, milestone())).toMatchObject({
      text: 'Not started',
      canMark: true,
      waiting: false,
    });
    expect(
      milestoneState(
        researcher,
        milestone({ completedByResearcherAt: marked, completedByMe: true }),
      ),
    ).toMatchObject({ text: 'You marked it complete; waiting for Henry Ford', canMark: false });
    expect(milestoneState(researcher, milestone({ completedByIndustryAt: marked }))).toMatchObject({
      text: 'Henry Ford marked it complete; waiting for you',
      canMark: true,
      myMarkUnlocks: true,
      waiting: true,
    });
  });

  it('tells the office which side marked it, never "waiting for you"', () => {
    expect(milestoneState(office, milestone({ completedByResearcherAt: marked }))).toEqual({
      text: 'The researcher marked it complete; waiting for the industry partner',
      waiting: true,
      canMark: false,
      myMarkUnlocks: false,
    });
    expect(milestoneState(office, milestone({ completedByIndustryAt: marked }))).toMatchObject({
      text: 'The industry partner marked it complete; waiting for the researcher',
      canMark: false,
    });
    expect(milestoneState(office, milestone())).toMatchObject({
      text: 'Not started',
      canMark: false,
    });
  });

  it('reads unlocked, with nothing left to mark, once both parties have', () => {
    const done = milestone({
      completedAt: marked,
      completedByResearcherAt: marked,
      completedByIndustryAt: marked,
      completedByMe: true,
    });
    for (const viewer of [researcher, office]) {
      expect(milestoneState(viewer, done)).toMatchObject({ canMark: false, waiting: false });
      expect(milestoneState(viewer, done).text).toMatch(/^Unlocked /);
    }
  });

  it('dates an unlock by its UTC day, as the schedule dates its tranches', () => {
    // 9:30 PM on March 3 in New York.
    const lateEvening = '2026-03-04T02:30:00.000Z';
    const done = milestone({
      completedAt: lateEvening,
      completedByResearcherAt: lateEvening,
      completedByIndustryAt: lateEvening,
    });
    expect(milestoneState(researcher, done).text).toBe('Unlocked Mar 4, 2026 (UTC)');
  });

  describe('once a party deleted their account', () => {
    const deletedPartner = { firstName: 'Deleted user', lastName: null, organization: null };
    const left: Viewer = {
      myRole: 'researcher',
      partner: { ...partner, ...deletedPartner },
      deletedSides: ['industry'],
    };
    const officeAfter: Viewer = { ...office, deletedSides: ['industry'] };
    const aloneUnlocked = milestone({
      completedAt: marked,
      completedByResearcherAt: marked,
      completedByMe: true,
    });

    it('tells the remaining party that their mark alone unlocks it', () => {
      expect(milestoneState(left, milestone())).toEqual({
        text: 'Not started; your mark alone unlocks it',
        waiting: false,
        canMark: true,
        myMarkUnlocks: true,
      });
      expect(milestoneState(left, aloneUnlocked).text).toMatch(/^Unlocked .+ on your mark alone$/);
    });

    it('tells the office which side left and whose mark unlocks it', () => {
      expect(milestoneState(officeAfter, milestone())).toMatchObject({
        text: 'Not started; the researcher’s mark alone unlocks it',
        canMark: false,
      });
      expect(milestoneState(officeAfter, { ...aloneUnlocked, completedByMe: false }).text).toMatch(
        /^Unlocked .+ on the researcher’s mark alone$/,
      );
      expect(
        milestoneState({ ...office, deletedSides: ['researcher', 'industry'] }, milestone()).text,
      ).toBe('Nobody can mark it');
    });

    it('reads a milestone both marked before one left as unlocked, nothing more', () => {
      const both = milestone({
        completedAt: marked,
        completedByResearcherAt: marked,
        completedByIndustryAt: marked,
        completedByMe: true,
      });
      expect(milestoneState(left, both).text).toMatch(/^Unlocked /);
      expect(milestoneState(left, both).text).not.toMatch(/alone/);
    });
  });
});

describe('milestoneRule', () => {
  it('says whose marks unlock the milestones, the remaining side’s once the other left', () => {
    expect(milestoneRule(researcher)).toBe('Each unlocks when both parties mark it complete.');
    expect(milestoneRule({ myRole: 'researcher', deletedSides: ['industry'] })).toBe(
      'The other party deleted their account: each unlocks when you mark it complete.',
    );
    expect(milestoneRule({ myRole: null, deletedSides: ['researcher'] })).toBe(
      'The researcher deleted their account: each unlocks when the industry partner marks it complete.',
    );
    expect(milestoneRule({ myRole: null, deletedSides: ['researcher', 'industry'] })).toBe(
      'Both parties deleted their accounts: none can be marked complete.',
    );
  });
});
