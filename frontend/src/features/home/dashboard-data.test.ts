import { describe, expect, it } from 'vitest';
import { countByType, listFrom } from './dashboard-data';

describe('listFrom', () => {
  it('accepts a bare list or a list under the key', () => {
    expect(listFrom([{ id: 1 }], 'documents')).toEqual([{ id: 1 }]);
    expect(listFrom({ documents: [{ id: 2 }] }, 'documents')).toEqual([{ id: 2 }]);
  });

  it('reads anything else as no data', () => {
    expect(listFrom(undefined, 'documents')).toEqual([]);
    expect(listFrom({ documents: 'nope' }, 'documents')).toEqual([]);
    expect(listFrom({ other: [] }, 'documents')).toEqual([]);
  });
});

describe('countByType', () => {
  it('counts events per type and skips malformed ones', () => {
    expect(
      countByType([
        { eventType: 'profile_view' },
        { eventType: 'profile_view' },
        { eventType: 'message_sent' },
        { eventType: 42 },
        {},
      ]),
    ).toEqual({ profile_view: 2, message_sent: 1 });
  });
});
