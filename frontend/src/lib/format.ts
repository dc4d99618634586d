/** Display formatting shared by pages; plain functions so they are easy to test. */

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** '$250,000', or '$1.2M' with `compact`. */
export const formatUsd = (amount: number, compact = false) =>
  (compact ? compactUsd : usd).format(amount);

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** '5 minutes ago', 'yesterday', 'just now'. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** 'Ada Lovelace', or the fallback when both names are missing. */
export const fullName = (
  person: { firstName?: string | null; lastName?: string | null },
  fallback = 'User',
) => [person.firstName, person.lastName].filter(Boolean).join(' ') || fallback;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** 'Mar 4, 2026', or '' for a value that is not a date. */
export const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
};

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * A calendar day the server counts by (YYYY-MM-DD, a UTC day) as 'Mar 4, 2026', or ''. Read as
 * a moment on the viewer's clock, its UTC midnight would be the day before west of UTC.
 */
export const formatDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : dayFormat.format(date);
};

/**
 * The UTC calendar day of a moment, as 'Mar 4, 2026', or ''. For dates the server reckons in UTC
 * days and months, as the agreement's Effective Date and its vesting tranches: on the viewer's
 * clock, near midnight, monthly tranches could read as two dates in one month and none in the next.
 */
export const formatUtcDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dayFormat.format(date);
};

/** 'Mar 4, 2026, 2:05 PM', or '' for a value that is not a date. */
export const formatDateTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
};

/** Equity points or shares: '12.5%', '40%' (at most one decimal, as the rules round). */
export const formatPercent = (n: number) => `${Math.round(n * 10) / 10}%`;
