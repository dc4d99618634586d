import { describe, expect, it } from 'vitest';
import { addTag, normaliseTags, removeTag } from './tags';

describe('normaliseTags', () => {
  it('trims, drops empties and drops case-insensitive duplicates keeping the first spelling', () => {
    expect(normaliseTags(['  AI ', '', '   ', 'ai', 'Robotics', 'robotics ', 'CRISPR'])).toEqual([
      'AI',
      'Robotics',
      'CRISPR',
    ]);
  });

  it('keeps an already clean list as is', () => {
    expect(normaliseTags(['a', 'b'])).toEqual(['a', 'b']);
    expect(normaliseTags([])).toEqual([]);
  });
});

describe('addTag', () => {
  const tags = ['Machine Learning', 'Biotech'];

  it('appends a trimmed new tag', () => {
    expect(addTag(tags, '  Quantum ')).toEqual(['Machine Learning', 'Biotech', 'Quantum']);
    expect(tags).toHaveLength(2);
  });

  it('returns the same list for a blank or duplicate tag', () => {
    expect(addTag(tags, '   ')).toBe(tags);
    expect(addTag(tags, '')).toBe(tags);
    expect(addTag(tags, 'biotech')).toBe(tags);
    expect(addTag(tags, ' MACHINE LEARNING ')).toBe(tags);
  });
});

describe('removeTag', () => {
  it('removes the clicked tag only', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(removeTag(['a'], 'z')).toEqual(['a']);
  });
});
