import { describe, expect, it } from 'vitest';
import { bucketDays, bucketLabel } from './chart-data';

const days = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    date: new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10),
    count: i % 3,
  }));

describe('bucketDays', () => {
  it('keeps one bar per day up to a month', () => {
    const { unit, buckets } = bucketDays(days(30));
    expect(unit).toBe('day');
    expect(buckets).toHaveLength(30);
    expect(buckets[1]).toEqual({ from: '2025-01-02', to: '2025-01-02', count: 1 });
  });

  it('adds longer periods up by week without losing a view', () => {
    const input = days(90);
    const { unit, buckets } = bucketDays(input);
    expect(unit).toBe('week');
    expect(buckets).toHaveLength(13);
    expect(buckets[0]).toMatchObject({ from: '2025-01-01', to: '2025-01-06' });
    expect(buckets.at(-1)).toMatchObject({ from: '2025-03-25', to: '2025-03-31' });
    const total = (list: { count: number }[]) => list.reduce((s, b) => s + b.count, 0);
    expect(total(buckets)).toBe(total(input));
  });
});

describe('bucketLabel', () => {
  it('names a day, or the first and last day of a week', () => {
    expect(bucketLabel({ from: '2025-03-05', to: '2025-03-05', count: 0 })).toBe('Mar 5');
    expect(bucketLabel({ from: '2025-03-05', to: '2025-03-11', count: 0 })).toBe('Mar 5 – Mar 11');
  });
});
