import { describe, expect, it } from 'vitest';
import { successRate } from './successRate';

describe('successRate', () => {
  it.each([
    [0, 0, 0],
    [3, 0, 0],
    [0, 5, 0],
    [5, 5, 100],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [23, 25, 92],
    [1, 8, 12.5],
  ])('%i of %i → %d%', (completed, total, expected) => {
    expect(successRate(completed, total)).toBe(expected);
  });
});
