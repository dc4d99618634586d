import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('lets a caller override a primitive class', () => {
    expect(cn('mt-4 flex-col p-5', 'mt-0 flex-row')).toBe('p-5 mt-0 flex-row');
  });

  it('treats the theme colours as colours', () => {
    expect(cn('bg-brand-700 text-white', false && 'hidden', 'bg-red-700')).toBe(
      'text-white bg-red-700',
    );
  });
});
