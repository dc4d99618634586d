import type { ActivityItem } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import { describeActivity } from './activity-text';

const ada = { id: 'u-ada', firstName: 'Ada', lastName: 'Lovelace' };
const item = (over: Partial<ActivityItem>): ActivityItem => ({
  id: 'x:1',
  kind: 'message',
  at: '2026-01-01T00:00:00.000Z',
  actor: ada,
  mine: false,
  step: null,
  subjectId: null,
  subjectTitle: null,
  ...over,
});

describe('describeActivity', () => {
  it('names the conversation partner and opens the thread', () => {
    expect(describeActivity(item({}))).toEqual({
      text: 'Ada Lovelace wrote to you',
      href: '/messages?user=u-ada',
    });
    expect(describeActivity(item({ mine: true })).text).toBe('You wrote to Ada Lovelace');
  });

  it('says who took a collaboration or document step and links to it', () => {
    const step = { subjectId: 7, subjectTitle: 'Solar ink' };
    expect(describeActivity(item({ kind: 'collaboration', step: 'proposed', ...step }))).toEqual({
      text: 'Ada Lovelace proposed a collaboration on “Solar ink”',
      href: '/collaborations/7',
    });
    expect(
      describeActivity(item({ kind: 'document', step: 'signed', mine: true, ...step })),
    ).toEqual({ text: 'You signed “Solar ink”', href: '/documents?document=7' });
    expect(describeActivity(item({ kind: 'document', step: 'executed', ...step })).text).toBe(
      '“Solar ink” was fully executed',
    );
    expect(
      describeActivity(item({ kind: 'document', step: 'finalized', mine: true, ...step })).text,
    ).toBe('You sent “Solar ink” for signatures');
    expect(describeActivity(item({ kind: 'document', step: 'edited', ...step })).text).toBe(
      'Ada Lovelace updated “Solar ink”',
    );
  });

  it('keeps viewers anonymous', () => {
    expect(
      describeActivity(item({ kind: 'view', actor: null, subjectId: 3, subjectTitle: 'Gel' })),
    ).toEqual({ text: 'Your listing “Gel” was viewed', href: '/projects/3' });
  });
});
