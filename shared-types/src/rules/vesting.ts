import { VESTING_FREQUENCY_MONTHS, type VestingFrequency } from '../constants';

/** A tranche that unlocks when both parties mark the milestone complete. */
export interface VestingMilestoneTerm {
  name: string;
  /** Share of the grant, in percent. */
  equityPercent: number;
}

/** The vesting part of an equity agreement's terms (spec §3), plus optional milestones. */
export interface VestingTerms {
  /** Months before anything vests; what accrued by then unlocks at once. */
  cliffPeriod: number;
  /** Months over which the time-based share vests. */
  vestingPeriod: number;
  vestingFrequency: VestingFrequency;
  /** Milestone tranches; the rest of the grant (100 minus their sum) vests over time. */
  milestones?: VestingMilestoneTerm[];
}

export interface VestingTranche {
  kind: 'time' | 'milestone';
  /** The milestone's index in terms.milestones; null for time tranches. */
  milestoneIndex: number | null;
  /** 'Cliff (12 months)', 'Month 13', 'Quarter 5', 'Year 2', or the milestone's name. */
  label: string;
  /**
   * When it unlocks (ISO): a time tranche's date, or when a milestone was completed by both
   * parties; null for a milestone not completed yet.
   */
  date: string | null;
  /** Share of the grant, in percent; the tranches of a schedule sum to 100. */
  percent: number;
  /** The same share in points of the total equity. */
  equity: number;
}

export interface VestingSchedule {
  /** When the clock started: the agreement's full execution. */
  startDate: string;
  /** Percentage points of equity this schedule grants. */
  totalEquity: number;
  /** Time tranches in date order, then the milestone tranches in the terms' order. */
  tranches: VestingTranche[];
}

export interface VestingProgress {
  /** Share of the grant unlocked, 0-100. */
  vestedPercent: number;
  /** Equity points unlocked, of totalEquity. */
  unlockedEquity: number;
  /** The next dated unlock after the moment asked about, or null when no time tranche is left. */
  nextUnlock: VestingTranche | null;
  /** Milestones not yet completed by both parties. */
  pendingMilestones: VestingTranche[];
  /** cliff: nothing unlocked yet; fully_vested: everything unlocked. */
  status: 'cliff' | 'vesting' | 'fully_vested';
}

/** Percentages are kept to 4 decimals; tranches are differences of rounded running totals, so they sum exactly. */
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The same UTC day and time `months` later; the 31st becomes the last day of a shorter month. */
export const addMonths = (iso: string, months: number): string => {
  const d = new Date(iso);
  const total = d.getUTCMonth() + months;
  const year = d.getUTCFullYear() + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const day = Math.min(d.getUTCDate(), daysInMonth(year, month));
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
      d.getUTCMilliseconds(),
    ),
  ).toISOString();
};

const periodLabel = (frequency: VestingFrequency, monthsElapsed: number) => {
  const step = VESTING_FREQUENCY_MONTHS[frequency];
  const n = Math.ceil(monthsElapsed / step);
  return frequency === 'monthly'
    ? `Month ${n}`
    : frequency === 'quarterly'
      ? `Quarter ${n}`
      : `Year ${n}`;
};

const timeTranches = (
  terms: VestingTerms,
  timeShare: number,
  startDate: string,
  totalEquity: number,
): VestingTranche[] => {
  if (timeShare <= 0 || terms.vestingPeriod <= 0) return [];
  const step = VESTING_FREQUENCY_MONTHS[terms.vestingFrequency];
  const cliff = Math.max(0, terms.cliffPeriod);
  const periods = Math.ceil(terms.vestingPeriod / step);
  const tranches: VestingTranche[] = [];
  let previousTotal = 0;
  for (let k = 1; k <= periods; k++) {
    const monthsElapsed = Math.min(k * step, terms.vestingPeriod);
    const runningTotal = round4((timeShare * monthsElapsed) / terms.vestingPeriod);
    const percent = round4(runningTotal - previousTotal);
    previousTotal = runningTotal;
    // Whatever accrues before the cliff unlocks on the cliff date, as one tranche.
    const unlockMonth = Math.max(monthsElapsed, cliff);
    const last = tranches.at(-1);
    if (last && monthsElapsed <= cliff) {
      last.percent = round4(last.percent + percent);
      last.equity = round4((last.percent * totalEquity) / 100);
      continue;
    }
    tranches.push({
      kind: 'time',
      milestoneIndex: null,
      label:
        monthsElapsed <= cliff
          ? `Cliff (${cliff} ${cliff === 1 ? 'month' : 'months'})`
          : periodLabel(terms.vestingFrequency, monthsElapsed),
      date: addMonths(startDate, unlockMonth),
      percent,
      equity: round4((percent * totalEquity) / 100),
    });
  }
  return tranches;
};

/**
 * Turns an equity agreement's vesting terms into its schedule: time tranches every period after
 * the cliff (what accrued before the cliff unlocks on the cliff date), plus one tranche per
 * milestone, dated when both parties completed it. `milestoneCompletedAt[i]` is that moment for
 * milestone i, or null.
 */
export const buildVestingSchedule = (input: {
  terms: VestingTerms;
  totalEquity: number;
  startDate: string;
  milestoneCompletedAt?: (string | null)[];
}): VestingSchedule => {
  const { terms, totalEquity, startDate } = input;
  const milestones = terms.milestones ?? [];
  const milestoneShare = round4(milestones.reduce((sum, m) => sum + m.equityPercent, 0));
  const timeShare = round4(Math.max(0, 100 - milestoneShare));
  return {
    startDate,
    totalEquity,
    tranches: [
      ...timeTranches(terms, timeShare, startDate, totalEquity),
      ...milestones.map((m, i) => ({
        kind: 'milestone' as const,
        milestoneIndex: i,
        label: m.name,
        date: input.milestoneCompletedAt?.[i] ?? null,
        percent: round4(m.equityPercent),
        equity: round4((m.equityPercent * totalEquity) / 100),
      })),
    ],
  };
};

const isUnlocked = (tranche: VestingTranche, at: number) =>
  tranche.date !== null && Date.parse(tranche.date) <= at;

/** Where a schedule stands at a moment: what is unlocked, what comes next. */
export const vestingProgress = (schedule: VestingSchedule, at: Date | string): VestingProgress => {
  const now = typeof at === 'string' ? Date.parse(at) : at.getTime();
  const unlocked = schedule.tranches.filter((t) => isUnlocked(t, now));
  const vestedPercent = round4(unlocked.reduce((sum, t) => sum + t.percent, 0));
  const nextUnlock =
    schedule.tranches
      .filter((t) => t.kind === 'time' && !isUnlocked(t, now))
      .sort((a, b) => Date.parse(a.date!) - Date.parse(b.date!))[0] ?? null;
  const pendingMilestones = schedule.tranches.filter(
    (t) => t.kind === 'milestone' && !isUnlocked(t, now),
  );
  const everything = schedule.tranches.every((t) => isUnlocked(t, now));
  return {
    vestedPercent: Math.min(100, vestedPercent),
    unlockedEquity: round4((Math.min(100, vestedPercent) * schedule.totalEquity) / 100),
    nextUnlock,
    pendingMilestones,
    status: everything ? 'fully_vested' : unlocked.length === 0 ? 'cliff' : 'vesting',
  };
};
