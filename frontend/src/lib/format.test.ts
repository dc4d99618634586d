import { afterAll, describe, expect, it } from 'vitest';

// West of UTC, UTC midnight is still the day before on the viewer's clock. The formatters take
// the time zone when the module loads, so it is set before the import.
const zone = process.env.TZ;
process.env.TZ = 'America/New_York';
const { formatDate, formatDay, formatUtcDate } = await import('./format');
afterAll(() => {
  process.env.TZ = zone;
});

describe('formatDay', () => {
  it('shows a UTC calendar day (YYYY-MM-DD) as that day, whatever the viewer’s time zone', () => {
    expect(formatDay('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatDay('2025-12-29')).toBe('Dec 29, 2025');
    expect(formatDay('not a day')).toBe('');
  });

  it('while a moment is shown on the viewer’s clock', () => {
    expect(formatDate('2026-03-05T00:00:00Z')).toBe('Mar 4, 2026');
  });
});

describe('formatUtcDate', () => {
  it('shows the UTC calendar day of a moment, as the server reckons vesting dates', () => {
    // Monthly tranches of an agreement executed early on Jan 31 (UTC), the days its text names.
    const tranches = ['2026-01-31T02:00:00Z', '2026-02-28T02:00:00Z', '2026-03-31T02:00:00Z'];
    expect(tranches.map(formatUtcDate)).toEqual(['Jan 31, 2026', 'Feb 28, 2026', 'Mar 31, 2026']);
    expect(tranches.map(formatDate)).toEqual(['Jan 30, 2026', 'Feb 27, 2026', 'Mar 30, 2026']);
    expect(formatUtcDate('not a date')).toBe('');
  });
});
