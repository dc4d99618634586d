/**
 * The catalogue's state lives in the URL (q, category, stage, sort, tab, page, view) so a
 * search can be shared and the back button works. Unknown values fall back to the defaults.
 */
import {
  type CatalogueCategoryFilter,
  canonicalCategoryFilter,
  PROJECT_CATEGORIES,
  PROJECT_CATEGORY_LABELS,
  PROJECT_SORTS,
  PROJECT_STAGES,
  PROJECT_TABS,
  type ProjectListQuery,
  type ProjectSort,
  type ProjectStage,
} from '@labbridge/shared-types';
import { oneOf } from '../../../lib/one-of';

export const CATALOGUE_PAGE_SIZE = 12;
export type CatalogueView = 'grid' | 'list';
/** The API's tabs plus 'Recommended for you', which lists the viewer's matches instead. */
export const CATALOGUE_TABS = [...PROJECT_TABS, 'recommended'] as const;
export type CatalogueTab = (typeof CATALOGUE_TABS)[number];

export interface CatalogueState {
  q: string;
  category: CatalogueCategoryFilter;
  stage: ProjectStage | 'all';
  /** Undefined: the tab's own order (newest for All Projects, best match when searching). */
  sort: ProjectSort | undefined;
  tab: CatalogueTab;
  page: number;
  view: CatalogueView;
}

export const DEFAULT_STATE: CatalogueState = {
  q: '',
  category: 'all',
  stage: 'all',
  sort: undefined,
  tab: 'all',
  page: 1,
  view: 'grid',
};

export function readCatalogueState(params: URLSearchParams): CatalogueState {
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    category: canonicalCategoryFilter(params.get('category')) ?? 'all',
    stage: oneOf(['all', ...PROJECT_STAGES] as const, params.get('stage')) ?? 'all',
    sort: oneOf(PROJECT_SORTS, params.get('sort')),
    tab: oneOf(CATALOGUE_TABS, params.get('tab')) ?? DEFAULT_STATE.tab,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    view: oneOf(['grid', 'list'] as const, params.get('view')) ?? 'grid',
  };
}

/** Only what differs from the defaults goes into the URL, so shared links stay short. */
export function writeCatalogueState(state: CatalogueState): URLSearchParams {
  const out = new URLSearchParams();
  const q = state.q.trim() ? state.q : '';
  if (q) out.set('q', q);
  if (state.category !== 'all') out.set('category', state.category);
  if (state.stage !== 'all') out.set('stage', state.stage);
  if (state.sort) out.set('sort', state.sort);
  if (state.tab !== DEFAULT_STATE.tab) out.set('tab', state.tab);
  if (state.page > 1) out.set('page', String(state.page));
  if (state.view !== 'grid') out.set('view', state.view);
  return out;
}

/** A change of filter, sort or tab starts again at page 1. */
export function updateCatalogueState(
  state: CatalogueState,
  change: Partial<CatalogueState>,
): CatalogueState {
  const keepsPage = Object.keys(change).every((key) => key === 'page' || key === 'view');
  const next = { ...state, ...change };
  if (!keepsPage) next.page = 1;
  // Best match has no meaning without search text.
  if (!next.q.trim() && next.sort === 'relevance') next.sort = undefined;
  return next;
}

/** The GET /api/projects query for a state. */
export const toListQuery = (state: CatalogueState): ProjectListQuery => ({
  q: state.q.trim() || undefined,
  category: state.category,
  stage: state.stage,
  sort: state.sort,
  tab: state.tab === 'recommended' ? 'all' : state.tab,
  page: state.page,
  limit: CATALOGUE_PAGE_SIZE,
});

export const pageCount = (total: number, limit = CATALOGUE_PAGE_SIZE) =>
  Math.max(1, Math.ceil(total / limit));

/**
 * The page to show instead when the URL asks for one past the last (an old link, a shrunken
 * result): the last page, or page 1 when nothing matches. Null when the page exists.
 */
export const clampedPage = (page: number, total: number, limit = CATALOGUE_PAGE_SIZE) => {
  const last = pageCount(total, limit);
  return page > last ? last : null;
};

/** '1 project found', '12 projects found'. */
export const foundText = (total: number) => `${total} project${total === 1 ? '' : 's'} found`;

/** The category filter: all, then the edit-form categories with the names listings show. */
export const CATALOGUE_CATEGORY_OPTIONS: { value: CatalogueCategoryFilter; label: string }[] = [
  { value: 'all', label: 'All Categories' },
  ...PROJECT_CATEGORIES.map((value) => ({ value, label: PROJECT_CATEGORY_LABELS[value] })),
];

/**
 * True when the URL names the category by an old spec §9 alias (biotech, cleantech, software):
 * the page then rewrites it to the category's own value.
 */
export const hasCategoryAlias = (params: URLSearchParams) => {
  const raw = params.get('category');
  return (
    raw !== null && canonicalCategoryFilter(raw) !== null && canonicalCategoryFilter(raw) !== raw
  );
};

export interface SortOption {
  value: ProjectSort | '';
  label: string;
}

const TAB_ORDER_LABELS: Record<CatalogueTab, string> = {
  all: 'Most Recent',
  featured: 'Featured First',
  trending: 'Trending Now',
  recommended: 'Best Match for You',
};

/**
 * The sort selector's choices. '' is the tab's own order; on All Projects without search text
 * that order is Most Recent, so it is not listed twice.
 */
export function sortOptions(state: Pick<CatalogueState, 'q' | 'tab'>): SortOption[] {
  const searching = state.q.trim() !== '';
  const base: SortOption = {
    value: '',
    label: searching && state.tab === 'all' ? 'Best Match' : TAB_ORDER_LABELS[state.tab],
  };
  const explicit: SortOption[] = [
    { value: 'recent', label: 'Most Recent' },
    { value: 'popular', label: 'Most Popular' },
    { value: 'funding', label: 'Funding Amount' },
    { value: 'score', label: 'AI Score' },
  ];
  const listed = state.tab === 'all' && !searching ? explicit.slice(1) : explicit;
  return [base, ...listed];
}

/** The sort selector's current value: an explicit 'recent' on All Projects is the default. */
export const sortValue = (state: CatalogueState): ProjectSort | '' =>
  state.tab === 'all' && !state.q.trim() && state.sort === 'recent' ? '' : (state.sort ?? '');
