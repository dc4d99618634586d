import { describe, expect, it } from 'vitest';
import { checkProposal, emptyProposal } from './proposal-form';

describe('checkProposal', () => {
  it('asks for a proposal when the message is blank', () => {
    expect(checkProposal(7, { ...emptyProposal, message: '   \n ' })).toEqual({
      kind: 'missing-message',
    });
  });

  it('sends equity as a number, trimmed text, and no equity or timeline when left empty', () => {
    expect(
      checkProposal(7, { message: '  Let us work together  ', equity: '', timeline: ' ' }),
    ).toEqual({
      kind: 'ok',
      request: {
        projectId: 7,
        proposalMessage: 'Let us work together',
        proposedEquity: null,
        proposedTimeline: null,
      },
    });
    const check = checkProposal(7, { message: 'Hi', equity: '12.5', timeline: '6 months' });
    expect(check).toEqual({
      kind: 'ok',
      request: {
        projectId: 7,
        proposalMessage: 'Hi',
        proposedEquity: 12.5,
        proposedTimeline: '6 months',
      },
    });
  });

  it('accepts the bounds 0 and 100 and steps of 0.1', () => {
    for (const equity of ['0', '100', '0.1', '99.9', '33.3']) {
      expect(checkProposal(1, { ...emptyProposal, message: 'x', equity }).kind).toBe('ok');
    }
  });

  it('refuses equity outside 0-100, finer than 0.1 or not a number, naming the field', () => {
    for (const equity of ['-0.1', '100.1', '12.34', 'abc']) {
      const check = checkProposal(1, { ...emptyProposal, message: 'x', equity });
      expect(check.kind, equity).toBe('invalid');
      if (check.kind === 'invalid') expect(Object.keys(check.errors)).toEqual(['proposedEquity']);
    }
  });
});
