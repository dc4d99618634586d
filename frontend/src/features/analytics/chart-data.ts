import type { AnalyticsDayCount } from '@labbridge/shared-types';

/** Beyond a month of days the bars get too thin to read, so longer periods are shown by week. */
export const MAX_DAILY_BARS = 31;

export interface ChartBucket {
  /** First and last UTC day (YYYY-MM-DD) the bar covers; equal for a daily bar. */
  from: string;
  to: string;
  count: number;
}

/**
 * One bar per day, or per 7 days counted back from the last day, so the latest bar is always a
 * whole week (the oldest may be shorter).
 */
export function bucketDays(days: readonly AnalyticsDayCount[]): {
  unit: 'day' | 'week';
  buckets: ChartBucket[];
} {
  if (days.length <= MAX_DAILY_BARS) {
    return {
      unit: 'day',
      buckets: days.map((d) => ({ from: d.date, to: d.date, count: d.count })),
    };
  }
  const buckets: ChartBucket[] = [];
  for (let end = days.length; end > 0; end -= 7) {
    const week = days.slice(Math.max(0, end - 7), end);
    buckets.unshift({
      from: week[0]!.date,
      to: week[week.length - 1]!.date,
      count: week.reduce((sum, d) => sum + d.count, 0),
    });
  }
  return { unit: 'week', buckets };
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Mar 5', or 'Mar 5 – Mar 11' for a week. */
export const bucketLabel = (bucket: ChartBucket) => {
  const from = dayFormat.format(new Date(`${bucket.from}T00:00:00Z`));
  if (bucket.from === bucket.to) return from;
  return `${from} – ${dayFormat.format(new Date(`${bucket.to}T00:00:00Z`))}`;
};
