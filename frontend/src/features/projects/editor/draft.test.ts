import type { Project } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  type Draft,
  emptyDraft,
  errorsAt,
  liveErrors,
  previewProject,
  tabOfField,
  tabsWithErrors,
  toDraft,
  toInput,
} from './draft';

const filled = (overrides: Partial<Draft> = {}): Draft => ({
  ...emptyDraft(),
  title: 'Solid-state battery',
  description: 'A sulfide electrolyte that survives 2,000 cycles.',
  category: 'energy',
  ...overrides,
});

const owner = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Ada',
  lastName: 'Lovelace',
  organization: 'Analytical Engines Ltd',
  profileImageUrl: null,
};

describe('toInput', () => {
  it('turns number fields into numbers and blanks into null', () => {
    const input = toInput(filled({ trlLevel: '4', fundingRequired: '250000', timelineMonths: '' }));
    expect(input.trlLevel).toBe(4);
    expect(input.fundingRequired).toBe(250000);
    expect(input.timelineMonths).toBeNull();
  });

  it('sends the daily fee only for a premium listing', () => {
    expect(toInput(filled({ listingPrice: '4.50' })).listingPrice).toBeNull();
    expect(toInput(filled({ isPremiumListing: true, listingPrice: '4.50' })).listingPrice).toBe(
      4.5,
    );
  });
});

describe('checkDraft', () => {
  it('flags missing required fields', () => {
    const result = checkDraft(emptyDraft());
    expect(result.missing).toBe(true);
    expect(Object.keys(result.errors)).toEqual(
      expect.arrayContaining(['title', 'description', 'category']),
    );
  });

  it('accepts a complete listing', () => {
    expect(checkDraft(filled())).toMatchObject({ missing: false, errors: {} });
  });

  it('mirrors the server rules: TRL, numbers and video URLs', () => {
    const { errors } = checkDraft(
      filled({
        fundingRequired: 'lots',
        mediaCarousel: [
          { id: 'v1', type: 'video', url: 'https://vimeo.com/1', label: '', isYouTube: true },
        ],
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['fundingRequired', 'mediaCarousel.0.url']);
    expect(tabsWithErrors(errors)).toEqual(['basic', 'media']);
  });

  it('keeps a premium fee within 0.50-5.00', () => {
    const premium = (listingPrice: string) =>
      Object.keys(checkDraft(filled({ isPremiumListing: true, listingPrice })).errors);
    expect(premium('9')).toEqual(['listingPrice']);
    expect(premium('')).toEqual(['listingPrice']);
    expect(premium('4.50')).toEqual([]);
  });
});

describe('field errors and tabs', () => {
  it('maps nested paths to their tab', () => {
    expect(tabOfField('teamMembers.2.userId')).toBe('team');
    expect(tabOfField('researchPapers.0.url')).toBe('research');
    expect(tabOfField('headerVideoUrl')).toBe('header');
    expect(tabOfField('somethingElse')).toBe('basic');
  });

  it('collects a field’s messages, optionally with everything under it', () => {
    const errors = { mediaCarousel: ['Too many'], 'mediaCarousel.1.url': ['Bad URL'] };
    expect(errorsAt(errors, 'mediaCarousel')).toEqual(['Too many']);
    expect(errorsAt(errors, 'mediaCarousel', true)).toEqual(['Too many', 'Bad URL']);
    expect(errorsAt(errors, 'mediaCarousel.1', true)).toEqual(['Bad URL']);
  });
});

describe('liveErrors', () => {
  const failedSave = (draft: Draft) => ({ draft, errors: checkDraft(draft).errors });

  it('clears an error, and its tab, once the field becomes valid', () => {
    const empty = filled({ title: '', category: '' });
    const failed = failedSave(empty);
    expect(Object.keys(failed.errors).sort()).toEqual(['category', 'title']);

    const titled = filled({ category: '' });
    const live = liveErrors(failed, titled, checkDraft(titled).errors);
    expect(Object.keys(live)).toEqual(['category']);
    expect(tabsWithErrors(live)).toEqual(['basic']);

    const fixed = filled();
    expect(liveErrors(failed, fixed, checkDraft(fixed).errors)).toEqual({});
  });

  it('keeps a server error until its field is edited, and shows the current message after', () => {
    const draft = filled({ trlLevel: '4' });
    const failed = { draft, errors: { title: ['Already taken'], trlLevel: ['Server says no'] } };
    expect(liveErrors(failed, draft, {})).toEqual(failed.errors);

    const edited = { ...draft, trlLevel: '12' };
    expect(liveErrors(failed, edited, checkDraft(edited).errors)).toEqual({
      title: ['Already taken'],
      trlLevel: checkDraft(edited).errors.trlLevel,
    });
  });

  it('never adds an error to a field that was not flagged', () => {
    const failed = failedSave(filled({ title: '' }));
    const worse = filled({ description: '' });
    expect(liveErrors(failed, worse, checkDraft(worse).errors)).toEqual({});
  });
});

describe('toDraft and previewProject', () => {
  it('round-trips a saved listing through the draft', () => {
    const draft = filled({
      trlLevel: '6',
      isPremiumListing: true,
      listingPrice: '2.00',
      tags: ['battery'],
    });
    const preview = previewProject(draft, owner);
    const again = toDraft(preview as Project);
    expect(again.title).toBe(draft.title);
    expect(again.trlLevel).toBe('6');
    expect(again.listingPrice).toBe('2.00');
    expect(again.tags).toEqual(['battery']);
  });

  it('shows an incomplete draft without crashing, and keeps the saved scores', () => {
    const saved = {
      executabilityScore: 80,
      feasibilityScore: 70,
      matchabilityScore: 60,
    } as Project;
    const preview = previewProject({ ...emptyDraft(), fundingRequired: 'abc' }, owner, saved);
    expect(preview.title).toBe('Untitled listing');
    expect(preview.category).toBe('other');
    expect(preview.fundingRequired).toBeNull();
    expect(preview.executabilityScore).toBe(80);
    expect(preview.owner?.firstName).toBe('Ada');
  });
});
