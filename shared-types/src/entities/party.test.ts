import { describe, expect, it } from 'vitest';
import { partnerLabel, partnerTitle } from './party';

describe('partnerTitle', () => {
  it('names an industry account the Industry Partner and anyone else who proposed the Partner', () => {
    expect(
      (['industry', 'researcher', 'superadmin', null] as const).map((userType) => [
        partnerTitle({ userType }),
        partnerLabel({ userType }),
      ]),
    ).toEqual([
      ['Industry Partner', 'Industry partner'],
      ['Partner', 'Partner'],
      ['Partner', 'Partner'],
      ['Partner', 'Partner'],
    ]);
    expect(partnerTitle(null)).toBe('Partner');
  });
});
