/**
 * The editor's working copy of a listing: text inputs hold strings, the shared schema turns
 * them into the API's types on save. Pure functions, so they are easy to test.
 */
import {
  type CustomSection,
  type FieldErrors,
  type MediaItem,
  type Project,
  type ProjectCategory,
  type ProjectInput,
  type ProjectStage,
  projectInputSchema,
  type ResearchPaper,
  type TeamMember,
  type User,
} from '@labbridge/shared-types';
import { validate } from '../../../lib/form';

export interface Draft {
  title: string;
  description: string;
  category: ProjectCategory | '';
  stage: ProjectStage;
  tags: string[];
  trlLevel: string;
  fundingRequired: string;
  timelineMonths: string;
  whoWeAreLookingFor: string;
  whyUs: string;
  whyNow: string;
  lookingFor: string;
  whatMakesUsSpecial: string;
  intellectualProperty: string;
  customHeaderText: string;
  headerImageUrl: string;
  headerVideoUrl: string;
  visibility: Project['visibility'];
  isPremiumListing: boolean;
  listingPrice: string;
  customSections: CustomSection[];
  researchPapers: ResearchPaper[];
  teamMembers: TeamMember[];
  mediaCarousel: MediaItem[];
}

export const emptyDraft = (): Draft => ({
  title: '',
  description: '',
  category: '',
  stage: 'concept',
  tags: [],
  trlLevel: '',
  fundingRequired: '',
  timelineMonths: '',
  whoWeAreLookingFor: '',
  whyUs: '',
  whyNow: '',
  lookingFor: '',
  whatMakesUsSpecial: '',
  intellectualProperty: '',
  customHeaderText: '',
  headerImageUrl: '',
  headerVideoUrl: '',
  visibility: 'public',
  isPremiumListing: false,
  listingPrice: '',
  customSections: [],
  researchPapers: [],
  teamMembers: [],
  mediaCarousel: [],
});

const text = (value: string | null) => value ?? '';
const numberText = (value: number | null) => (value === null ? '' : String(value));

export const toDraft = (project: Project): Draft => ({
  title: project.title,
  description: project.description,
  category: project.category,
  stage: project.stage,
  tags: project.tags,
  trlLevel: numberText(project.trlLevel),
  fundingRequired: numberText(project.fundingRequired),
  timelineMonths: numberText(project.timelineMonths),
  whoWeAreLookingFor: text(project.whoWeAreLookingFor),
  whyUs: text(project.whyUs),
  whyNow: text(project.whyNow),
  lookingFor: text(project.lookingFor),
  whatMakesUsSpecial: text(project.whatMakesUsSpecial),
  intellectualProperty: text(project.intellectualProperty),
  customHeaderText: text(project.customHeaderText),
  headerImageUrl: text(project.headerImageUrl),
  headerVideoUrl: text(project.headerVideoUrl),
  visibility: project.visibility,
  isPremiumListing: project.isPremiumListing,
  listingPrice: project.listingPrice === null ? '' : project.listingPrice.toFixed(2),
  customSections: project.customSections,
  researchPapers: project.researchPapers,
  teamMembers: project.teamMembers,
  mediaCarousel: project.mediaCarousel,
});

/** '' is no value; anything else must read as a number (NaN fails the schema's number check). */
const toNumber = (value: string) => (value.trim() === '' ? null : Number(value));

/** The request body the API takes; the fee is only sent for a premium listing. */
export const toInput = (draft: Draft): ProjectInput => ({
  ...draft,
  category: draft.category as ProjectCategory,
  trlLevel: toNumber(draft.trlLevel),
  fundingRequired: toNumber(draft.fundingRequired),
  timelineMonths: toNumber(draft.timelineMonths),
  listingPrice: draft.isPremiumListing ? toNumber(draft.listingPrice) : null,
});

export const EDITOR_TABS = [
  { value: 'basic', label: 'Basic Info' },
  { value: 'media', label: 'Media Gallery' },
  { value: 'header', label: 'Header Design' },
  { value: 'content', label: 'Content' },
  { value: 'team', label: 'Team' },
  { value: 'research', label: 'Research' },
  { value: 'settings', label: 'Settings' },
] as const;

export type EditorTab = (typeof EDITOR_TABS)[number]['value'];

const FIELD_TABS: Record<keyof Draft, EditorTab> = {
  title: 'basic',
  description: 'basic',
  category: 'basic',
  stage: 'basic',
  tags: 'basic',
  trlLevel: 'basic',
  fundingRequired: 'basic',
  timelineMonths: 'basic',
  mediaCarousel: 'media',
  customHeaderText: 'header',
  headerImageUrl: 'header',
  headerVideoUrl: 'header',
  whoWeAreLookingFor: 'content',
  whyUs: 'content',
  whyNow: 'content',
  lookingFor: 'content',
  whatMakesUsSpecial: 'content',
  intellectualProperty: 'content',
  customSections: 'content',
  teamMembers: 'team',
  researchPapers: 'research',
  visibility: 'settings',
  isPremiumListing: 'settings',
  listingPrice: 'settings',
};

/** The tab holding a field path such as 'teamMembers.0.userId'; basic for anything unknown. */
export const tabOfField = (path: string): EditorTab =>
  FIELD_TABS[path.split('.')[0] as keyof Draft] ?? 'basic';

/** Tabs with at least one error, in the order they appear. */
export const tabsWithErrors = (errors: FieldErrors): EditorTab[] => {
  const tabs = new Set(Object.keys(errors).map(tabOfField));
  return EDITOR_TABS.map((t) => t.value).filter((t) => tabs.has(t));
};

/** Errors of one field path and, with `nested`, of everything under it. */
export const errorsAt = (errors: FieldErrors, path: string, nested = false): string[] =>
  Object.entries(errors).flatMap(([key, messages]) =>
    key === path || (nested && key.startsWith(`${path}.`)) ? messages : [],
  );

/**
 * The errors of a failed save as the form goes on: an error stays while its field is as it was
 * when the save failed (server rules included), follows the field's current check once it is
 * edited, and clears when that check passes. No error appears on a field never flagged.
 */
export function liveErrors(
  failed: { errors: FieldErrors; draft: Draft },
  draft: Draft,
  current: FieldErrors,
): FieldErrors {
  const live: FieldErrors = {};
  for (const [path, messages] of Object.entries(failed.errors)) {
    const field = path.split('.')[0] as keyof Draft;
    const unchanged = JSON.stringify(failed.draft[field]) === JSON.stringify(draft[field]);
    const now = unchanged ? messages : current[path];
    if (now?.length) live[path] = now;
  }
  return live;
}

export const REQUIRED_FIELDS = ['title', 'description', 'category'] as const;

/** Client-side check with the server's own schema; `missing` when a required field is empty. */
export function checkDraft(draft: Draft): {
  input: ProjectInput;
  errors: FieldErrors;
  missing: boolean;
} {
  const input = toInput(draft);
  const { errors = {} } = validate(projectInputSchema, input);
  const missing = REQUIRED_FIELDS.some((field) => !String(draft[field]).trim());
  return { input, errors, missing };
}

/** Ids for new media items and sections, unique within a listing. */
export const newItemId = () =>
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The listing as visitors would see it, built from the draft for Preview. */
export function previewProject(
  draft: Draft,
  owner: Pick<User, 'id' | 'firstName' | 'lastName' | 'organization' | 'profileImageUrl'>,
  saved?: Project,
): Project {
  const input = toInput(draft);
  const parsed = projectInputSchema.safeParse(input);
  const now = new Date().toISOString();
  const orNull = (value: string) => value.trim() || null;
  const finite = (value: number | null | undefined) =>
    typeof value === 'number' && Number.isFinite(value) ? value : null;
  const base = parsed.success
    ? parsed.data
    : {
        ...draft,
        category: draft.category || 'other',
        trlLevel: finite(input.trlLevel),
        fundingRequired: finite(input.fundingRequired),
        timelineMonths: finite(input.timelineMonths),
        listingPrice: finite(input.listingPrice),
        whoWeAreLookingFor: orNull(draft.whoWeAreLookingFor),
        whyUs: orNull(draft.whyUs),
        whyNow: orNull(draft.whyNow),
        lookingFor: orNull(draft.lookingFor),
        whatMakesUsSpecial: orNull(draft.whatMakesUsSpecial),
        intellectualProperty: orNull(draft.intellectualProperty),
        customHeaderText: orNull(draft.customHeaderText),
        headerImageUrl: orNull(draft.headerImageUrl),
        headerVideoUrl: orNull(draft.headerVideoUrl),
      };
  return {
    ...base,
    title: base.title || 'Untitled listing',
    description: base.description || '',
    id: saved?.id ?? 0,
    userId: owner.id,
    // Scores are computed by the server on save; the preview shows the last saved ones.
    executabilityScore: saved?.executabilityScore ?? null,
    feasibilityScore: saved?.feasibilityScore ?? null,
    matchabilityScore: saved?.matchabilityScore ?? null,
    scoreDetails: saved?.scoreDetails ?? null,
    isActive: saved?.isActive ?? true,
    reviewStatus: saved?.reviewStatus ?? 'pending',
    reviewReason: null,
    isVerified: saved?.isVerified ?? false,
    createdAt: saved?.createdAt ?? now,
    updatedAt: now,
    owner: {
      id: owner.id,
      firstName: owner.firstName,
      lastName: owner.lastName,
      organization: owner.organization,
      profileImageUrl: owner.profileImageUrl,
    },
  };
}
