import { describe, expect, it } from 'vitest';
import { partnershipEquity } from './partnership-equity';

describe('partnershipEquity', () => {
  it("shows the executed agreement's partner share as signed, whatever was proposed", () => {
    expect(
      partnershipEquity({ proposedEquity: 25, signedEquity: { researcher: 70, industry: 30 } }),
    ).toEqual({
      figure: '30%',
      basis: 'signed',
      detail: 'Signed: partner 30%, researcher 70%',
    });
    expect(
      partnershipEquity({ proposedEquity: null, signedEquity: { researcher: 60, industry: 40 } }),
    ).toMatchObject({ figure: '40%', basis: 'signed' });
  });

  it('falls back to the proposed figure, said to be proposed, and to nothing', () => {
    expect(partnershipEquity({ proposedEquity: 12.5, signedEquity: null })).toMatchObject({
      figure: '12.5%',
      basis: 'proposed',
    });
    expect(partnershipEquity({ proposedEquity: null, signedEquity: null })).toBeNull();
  });
});
