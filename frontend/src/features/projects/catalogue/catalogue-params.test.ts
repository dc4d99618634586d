import { PROJECT_CATEGORIES, PROJECT_CATEGORY_LABELS } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_CATEGORY_OPTIONS,
  clampedPage,
  DEFAULT_STATE,
  foundText,
  hasCategoryAlias,
  pageCount,
  readCatalogueState,
  sortOptions,
  sortValue,
  toListQuery,
  updateCatalogueState,
  writeCatalogueState,
} from './catalogue-params';

describe('catalogue URL state', () => {
  it('reads every filter from the search params', () => {
    const state = readCatalogueState(
      new URLSearchParams(
        'q=quantum&category=biotech&stage=ready&sort=funding&tab=trending&page=3&view=list',
      ),
    );
    expect(state).toEqual({
      q: 'quantum',
      category: 'biotechnology',
      stage: 'ready',
      sort: 'funding',
      tab: 'trending',
      page: 3,
      view: 'list',
    });
  });

  it('falls back to the defaults for unknown or malformed values', () => {
    const state = readCatalogueState(
      new URLSearchParams('category=space&stage=done&sort=random&tab=hot&page=-2&view=table'),
    );
    expect(state).toEqual(DEFAULT_STATE);
  });

  it('accepts the stored categories the landing page links with', () => {
    expect(readCatalogueState(new URLSearchParams('category=robotics')).category).toBe('robotics');
  });

  it('reads the old spec aliases as their category and flags them for a URL rewrite', () => {
    const read = (value: string) =>
      readCatalogueState(new URLSearchParams(`category=${value}`)).category;
    expect(read('biotech')).toBe('biotechnology');
    expect(read('cleantech')).toBe('energy');
    expect(read('software')).toBe('ai-ml');
    expect(read('toString')).toBe('all');
    expect(hasCategoryAlias(new URLSearchParams('category=cleantech'))).toBe(true);
    expect(hasCategoryAlias(new URLSearchParams('category=energy'))).toBe(false);
    expect(hasCategoryAlias(new URLSearchParams('category=space'))).toBe(false);
    expect(
      writeCatalogueState(readCatalogueState(new URLSearchParams('category=biotech'))).toString(),
    ).toBe('category=biotechnology');
  });

  it('writes only what differs from the defaults and round-trips', () => {
    expect(writeCatalogueState(DEFAULT_STATE).toString()).toBe('');
    const state = { ...DEFAULT_STATE, q: 'solar cell', category: 'energy' as const, page: 2 };
    const written = writeCatalogueState(state);
    expect(written.toString()).toBe('q=solar+cell&category=energy&page=2');
    expect(readCatalogueState(written)).toEqual(state);
  });

  it('returns to page 1 when a filter changes, not when the page or layout does', () => {
    const onPage3 = { ...DEFAULT_STATE, page: 3 };
    expect(updateCatalogueState(onPage3, { category: 'ai-ml' }).page).toBe(1);
    expect(updateCatalogueState(onPage3, { tab: 'featured' }).page).toBe(1);
    expect(updateCatalogueState(onPage3, { view: 'list' }).page).toBe(3);
    expect(updateCatalogueState(onPage3, { page: 4 }).page).toBe(4);
  });

  it('drops best-match sorting once the search text is cleared', () => {
    const searching = { ...DEFAULT_STATE, q: 'enzyme', sort: 'relevance' as const };
    expect(updateCatalogueState(searching, { q: '' }).sort).toBeUndefined();
  });

  it('builds the API query with the page size and without blank search text', () => {
    expect(toListQuery({ ...DEFAULT_STATE, q: '   ', page: 2 })).toEqual({
      q: undefined,
      category: 'all',
      stage: 'all',
      sort: undefined,
      tab: 'all',
      page: 2,
      limit: 12,
    });
  });
});

describe('catalogue display helpers', () => {
  it('offers All Categories and every edit-form category under its label, each once', () => {
    const [all, ...categories] = CATALOGUE_CATEGORY_OPTIONS;
    expect(all).toEqual({ value: 'all', label: 'All Categories' });
    expect(categories).toEqual(
      PROJECT_CATEGORIES.map((value) => ({ value, label: PROJECT_CATEGORY_LABELS[value] })),
    );
  });

  it('says project or projects', () => {
    expect(foundText(0)).toBe('0 projects found');
    expect(foundText(1)).toBe('1 project found');
    expect(foundText(12)).toBe('12 projects found');
  });

  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
  });

  it('sends a page past the end to the last page, or to page 1 when nothing matches', () => {
    expect(clampedPage(99, 30)).toBe(3);
    expect(clampedPage(4, 36)).toBe(3);
    expect(clampedPage(3, 36)).toBeNull();
    expect(clampedPage(1, 0)).toBeNull();
    expect(clampedPage(5, 0)).toBe(1);
    expect(clampedPage(2, 5, 2)).toBeNull();
  });

  it('offers the spec sorts plus score, with the tab order first', () => {
    expect(sortOptions({ q: '', tab: 'all' }).map((o) => o.label)).toEqual([
      'Most Recent',
      'Most Popular',
      'Funding Amount',
      'AI Score',
    ]);
    expect(sortOptions({ q: 'chip', tab: 'all' })[0]).toEqual({ value: '', label: 'Best Match' });
    expect(sortOptions({ q: '', tab: 'featured' }).map((o) => o.value)).toEqual([
      '',
      'recent',
      'popular',
      'funding',
      'score',
    ]);
  });

  it('shows an explicit recent sort on All Projects as the default choice', () => {
    expect(sortValue({ ...DEFAULT_STATE, sort: 'recent' })).toBe('');
    expect(sortValue({ ...DEFAULT_STATE, tab: 'featured', sort: 'recent' })).toBe('recent');
  });

  it('keeps the Recommended view in the URL and lists All Projects for it from the API', () => {
    const state = readCatalogueState(new URLSearchParams('tab=recommended'));
    expect(state.tab).toBe('recommended');
    expect(writeCatalogueState(state).toString()).toBe('tab=recommended');
    expect(toListQuery(state).tab).toBe('all');
  });
});
