import { describe, expect, it } from 'vitest';
import {
  addMonths,
  buildVestingSchedule,
  type VestingSchedule,
  type VestingTerms,
  vestingProgress,
} from './vesting';

const start = '2024-01-15T10:00:00.000Z';
const fourYearsMonthly = {
  cliffPeriod: 12,
  vestingPeriod: 48,
  vestingFrequency: 'monthly',
} as const satisfies VestingTerms;

/** The schedule of a grant of `totalEquity` points on `terms`, its clock started at `start`. */
const scheduleOf = (terms: VestingTerms, totalEquity: number) =>
  buildVestingSchedule({ terms, totalEquity, startDate: start });

/** Each tranche as [label, day, percent]. */
const trancheDays = (schedule: VestingSchedule) =>
  schedule.tranches.map((t) => [t.label, t.date!.slice(0, 10), t.percent]);

describe('addMonths', () => {
  it('keeps the day and time, clamping the 31st to a shorter month', () => {
    expect(addMonths(start, 12)).toBe('2025-01-15T10:00:00.000Z');
    expect(addMonths('2024-01-31T00:00:00.000Z', 1)).toBe('2024-02-29T00:00:00.000Z');
    expect(addMonths('2023-01-31T00:00:00.000Z', 1)).toBe('2023-02-28T00:00:00.000Z');
    expect(addMonths('2024-11-30T08:00:00.000Z', 3)).toBe('2025-02-28T08:00:00.000Z');
  });
});

describe('buildVestingSchedule: time-based', () => {
  it('48 months monthly with a 12-month cliff: 25% at the cliff, then 1/48 a month', () => {
    const schedule = scheduleOf(fourYearsMonthly, 40);
    expect(schedule.tranches).toHaveLength(37);
    const [cliff, first, ...rest] = schedule.tranches;
    expect(cliff).toEqual({
      kind: 'time',
      milestoneIndex: null,
      label: 'Cliff (12 months)',
      date: '2025-01-15T10:00:00.000Z',
      percent: 25,
      equity: 10,
    });
    expect(first).toMatchObject({ label: 'Month 13', date: '2025-02-15T10:00:00.000Z' });
    expect(first!.percent).toBeCloseTo(100 / 48, 3);
    expect(rest.at(-1)).toMatchObject({ label: 'Month 48', date: '2028-01-15T10:00:00.000Z' });
    const sum = schedule.tranches.reduce((s, t) => s + t.percent, 0);
    expect(sum).toBeCloseTo(100, 6);
  });

  it('the cliff edge: nothing the moment before, 25% at the cliff instant', () => {
    const schedule = scheduleOf(fourYearsMonthly, 40);
    const before = vestingProgress(schedule, '2025-01-15T09:59:59.999Z');
    expect(before).toMatchObject({ vestedPercent: 0, unlockedEquity: 0, status: 'cliff' });
    expect(before.nextUnlock?.label).toBe('Cliff (12 months)');
    const at = vestingProgress(schedule, '2025-01-15T10:00:00.000Z');
    expect(at).toMatchObject({ vestedPercent: 25, unlockedEquity: 10, status: 'vesting' });
    expect(at.nextUnlock?.label).toBe('Month 13');
    // 18 months in: 18/48 = 37.5% of 40 points = 15.
    const later = vestingProgress(schedule, '2025-07-15T10:00:00.000Z');
    expect(later.vestedPercent).toBeCloseTo(37.5, 3);
    expect(later.unlockedEquity).toBeCloseTo(15, 3);
    const end = vestingProgress(schedule, '2028-01-15T10:00:00.000Z');
    expect(end).toMatchObject({ vestedPercent: 100, unlockedEquity: 40, status: 'fully_vested' });
    expect(end.nextUnlock).toBeNull();
  });

  it('quarterly over 24 months with a 6-month cliff: 25% at month 6, then 12.5% a quarter', () => {
    const schedule = scheduleOf(
      { cliffPeriod: 6, vestingPeriod: 24, vestingFrequency: 'quarterly' },
      60,
    );
    expect(
      schedule.tranches.map((t) => [t.label, t.date!.slice(0, 10), t.percent, t.equity]),
    ).toEqual([
      ['Cliff (6 months)', '2024-07-15', 25, 15],
      ['Quarter 3', '2024-10-15', 12.5, 7.5],
      ['Quarter 4', '2025-01-15', 12.5, 7.5],
      ['Quarter 5', '2025-04-15', 12.5, 7.5],
      ['Quarter 6', '2025-07-15', 12.5, 7.5],
      ['Quarter 7', '2025-10-15', 12.5, 7.5],
      ['Quarter 8', '2026-01-15', 12.5, 7.5],
    ]);
  });

  it('yearly over 4 years with no cliff: 25% on each anniversary', () => {
    const schedule = scheduleOf(
      { cliffPeriod: 0, vestingPeriod: 48, vestingFrequency: 'yearly' },
      100,
    );
    expect(trancheDays(schedule)).toEqual([
      ['Year 1', '2025-01-15', 25],
      ['Year 2', '2026-01-15', 25],
      ['Year 3', '2027-01-15', 25],
      ['Year 4', '2028-01-15', 25],
    ]);
    expect(vestingProgress(schedule, '2026-06-01T00:00:00.000Z')).toMatchObject({
      vestedPercent: 50,
      unlockedEquity: 50,
      status: 'vesting',
    });
  });

  const trancheCases = [
    {
      rule: 'a cliff that does not fall on a period unlocks nothing until the first period after it',
      terms: { cliffPeriod: 6, vestingPeriod: 24, vestingFrequency: 'yearly' },
      tranches: [
        ['Year 1', '2025-01-15', 50],
        ['Year 2', '2026-01-15', 50],
      ],
    },
    {
      rule: 'a period that does not divide evenly ends with a shorter tranche',
      terms: { cliffPeriod: 0, vestingPeriod: 10, vestingFrequency: 'quarterly' },
      tranches: [
        ['Quarter 1', '2024-04-15', 30],
        ['Quarter 2', '2024-07-15', 30],
        ['Quarter 3', '2024-10-15', 30],
        ['Quarter 4', '2024-11-15', 10],
      ],
    },
  ] as const;
  for (const { rule, terms, tranches } of trancheCases) {
    it(rule, () => {
      expect(trancheDays(scheduleOf(terms, 100))).toEqual(tranches);
    });
  }

  it('a one-month cliff reads in the singular', () => {
    const schedule = scheduleOf(
      { cliffPeriod: 1, vestingPeriod: 2, vestingFrequency: 'monthly' },
      100,
    );
    expect(trancheDays(schedule)).toEqual([
      ['Cliff (1 month)', '2024-02-15', 50],
      ['Month 2', '2024-03-15', 50],
    ]);
  });

  it('a cliff as long as the period unlocks everything at once', () => {
    const schedule = scheduleOf(
      { cliffPeriod: 12, vestingPeriod: 12, vestingFrequency: 'monthly' },
      40,
    );
    expect(schedule.tranches).toEqual([
      expect.objectContaining({ label: 'Cliff (12 months)', percent: 100, equity: 40 }),
    ]);
  });
});

describe('buildVestingSchedule: milestones', () => {
  const terms = {
    cliffPeriod: 0,
    vestingPeriod: 12,
    vestingFrequency: 'yearly' as const,
    milestones: [
      { name: 'Prototype delivered', equityPercent: 20 },
      { name: 'First customer', equityPercent: 30 },
    ],
  };

  it('mixes time and milestones: the time share is what the milestones leave', () => {
    const schedule = scheduleOf(terms, 40);
    expect(schedule.tranches).toEqual([
      {
        kind: 'time',
        milestoneIndex: null,
        label: 'Year 1',
        date: '2025-01-15T10:00:00.000Z',
        percent: 50,
        equity: 20,
      },
      {
        kind: 'milestone',
        milestoneIndex: 0,
        label: 'Prototype delivered',
        date: null,
        percent: 20,
        equity: 8,
      },
      {
        kind: 'milestone',
        milestoneIndex: 1,
        label: 'First customer',
        date: null,
        percent: 30,
        equity: 12,
      },
    ]);
  });

  it('a milestone unlocks when both parties completed it, not before', () => {
    const done = '2024-03-01T12:00:00.000Z';
    const schedule = buildVestingSchedule({
      terms,
      totalEquity: 40,
      startDate: start,
      milestoneCompletedAt: [done, null],
    });
    expect(vestingProgress(schedule, '2024-02-01T00:00:00.000Z')).toMatchObject({
      vestedPercent: 0,
      status: 'cliff',
    });
    const after = vestingProgress(schedule, '2024-06-01T00:00:00.000Z');
    expect(after).toMatchObject({ vestedPercent: 20, unlockedEquity: 8, status: 'vesting' });
    expect(after.pendingMilestones.map((m) => m.label)).toEqual(['First customer']);
    expect(after.nextUnlock?.label).toBe('Year 1');
    const yearLater = vestingProgress(schedule, '2025-06-01T00:00:00.000Z');
    expect(yearLater).toMatchObject({ vestedPercent: 70, unlockedEquity: 28, nextUnlock: null });
  });

  it('a 100% milestone split has no time tranches; 0% milestones leave time alone', () => {
    const allMilestones = scheduleOf(
      { ...terms, milestones: [{ name: 'Licence signed', equityPercent: 100 }] },
      40,
    );
    expect(allMilestones.tranches).toHaveLength(1);
    expect(vestingProgress(allMilestones, '2030-01-01T00:00:00.000Z')).toMatchObject({
      vestedPercent: 0,
      status: 'cliff',
      nextUnlock: null,
    });
    const noMilestones = scheduleOf({ ...terms, milestones: [] }, 40);
    expect(noMilestones.tranches).toEqual([
      expect.objectContaining({ kind: 'time', percent: 100, equity: 40 }),
    ]);
  });
});

describe('equity splits of 0 and 100 %', () => {
  it('a party with 0% equity vests on the same clock but unlocks nothing', () => {
    const schedule = scheduleOf(fourYearsMonthly, 0);
    expect(schedule.tranches.every((t) => t.equity === 0)).toBe(true);
    expect(vestingProgress(schedule, '2026-01-15T10:00:00.000Z')).toMatchObject({
      vestedPercent: 50,
      unlockedEquity: 0,
    });
  });

  it('a party with 100% equity unlocks every point by the end', () => {
    const schedule = scheduleOf(fourYearsMonthly, 100);
    expect(vestingProgress(schedule, '2025-01-15T10:00:00.000Z').unlockedEquity).toBe(25);
    expect(vestingProgress(schedule, '2028-01-15T10:00:00.000Z').unlockedEquity).toBe(100);
  });
});
