import { z } from 'zod';
import {
  LIMITS,
  PROJECT_CATEGORIES,
  PROJECT_STAGES,
  PROJECT_VISIBILITIES,
  REVIEW_STATUSES,
} from '../constants';
import { normaliseTags } from '../rules/tags';
import { parseYouTubeId } from '../rules/youtube';
import { aiSourceSchema } from './ai-source';
import { isoDate, linkUrl, optionalLinkUrl, optionalText, requiredText } from './common';
import { headerDesignInputSchema, headerDesignSchema } from './header-design';
import { userSchema } from './user';

export const customSectionSchema = z.object({
  id: z.string().trim().min(1).max(64),
  title: z
    .string()
    .trim()
    .max(200)
    .default('New Section')
    .transform((t) => t || 'New Section'),
  content: z.string().max(20_000).default(''),
  type: z.literal('text').default('text'),
});
export type CustomSection = z.infer<typeof customSectionSchema>;

const DOI = /^(?:doi:\s*)?10\.\d{4,9}\/\S+$/i;

export const researchPaperSchema = z
  .object({
    name: requiredText(300),
    /** An http(s) link or a DOI ('10.1234/abc' or 'doi:10.1234/abc'); nothing a browser could run. */
    url: z
      .string()
      .trim()
      .max(2048)
      .refine((v) => !v || DOI.test(v) || linkUrl.safeParse(v).success, 'Enter a URL or a DOI')
      .nullish()
      .transform((v) => v || null),
    description: optionalText(2000),
    fileUrl: optionalLinkUrl,
    uploadedAt: z
      .string()
      .nullish()
      .transform((v) => v || null),
  })
  .refine((p) => p.url || p.fileUrl, {
    message: 'A paper needs a URL, a DOI or an uploaded PDF',
    path: ['url'],
  });
export type ResearchPaper = z.infer<typeof researchPaperSchema>;

/** A platform member's public profile page, the link built for researcher team members. */
const profilePath = z.string().regex(/^\/profile\/[0-9a-f-]{36}$/, 'Must be a valid URL');

export const teamMemberSchema = z
  .object({
    name: requiredText(200),
    role: optionalText(200),
    profileUrl: z
      .union([linkUrl, profilePath, z.literal('')])
      .nullish()
      .transform((v) => v || null),
    imageUrl: optionalLinkUrl,
    userId: z
      .union([z.uuid('Must be a platform user id'), z.literal('')])
      .nullish()
      .transform((v) => v || null),
    expertise: z
      .array(z.string().max(60))
      .max(30)
      .default([])
      .transform((t) => normaliseTags(t)),
    isResearcher: z.boolean().default(false),
  })
  .refine((m) => !m.isResearcher || m.userId, {
    message: 'A platform researcher needs their user id',
    path: ['userId'],
  });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const mediaItemSchema = z
  .object({
    id: z.string().trim().min(1).max(64),
    type: z.enum(['image', 'video']),
    url: linkUrl,
    label: z.string().trim().max(100).default(''),
    isYouTube: z.boolean().default(false),
  })
  .superRefine((item, ctx) => {
    if (item.type === 'video' && !parseYouTubeId(item.url)) {
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: 'Please enter a valid YouTube video URL',
      });
    }
  })
  .transform((item) => ({ ...item, isYouTube: item.type === 'video' }));
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** Default labels 'Image N' / 'Video N' counted per type, as the editor shows them. */
export const labelMedia = (items: MediaItem[]): MediaItem[] => {
  const counts = { image: 0, video: 0 };
  return items.map((item) => {
    counts[item.type] += 1;
    const fallback = `${item.type === 'image' ? 'Image' : 'Video'} ${counts[item.type]}`;
    return { ...item, label: item.label || fallback };
  });
};

const TIMELINE_MESSAGE = 'Timeline must be a whole number of months from 0 to 600';
const TRL_MESSAGE = `TRL must be a whole number from ${LIMITS.trlMin} to ${LIMITS.trlMax}`;
const money = z.number({ error: 'Must be a number' }).finite().min(0, 'Must not be negative');

/** The full project object the editor sends (POST /api/projects, PUT /api/projects/:id). */
export const projectInputSchema = z
  .object({
    title: requiredText(200),
    description: requiredText(20_000),
    category: z.enum(PROJECT_CATEGORIES, { error: 'Choose a category' }),
    stage: z.enum(PROJECT_STAGES).default('concept'),
    tags: z
      .array(z.string().max(50))
      .max(30)
      .default([])
      .transform((t) => normaliseTags(t)),
    trlLevel: z
      .number({ error: TRL_MESSAGE })
      .int(TRL_MESSAGE)
      .min(LIMITS.trlMin, TRL_MESSAGE)
      .max(LIMITS.trlMax, TRL_MESSAGE)
      .nullish()
      .transform((v) => v ?? null),
    fundingRequired: money
      .max(1e12)
      .nullish()
      .transform((v) => v ?? null),
    timelineMonths: z
      .number({ error: TIMELINE_MESSAGE })
      .int(TIMELINE_MESSAGE)
      .min(0, TIMELINE_MESSAGE)
      .max(600, TIMELINE_MESSAGE)
      .nullish()
      .transform((v) => v ?? null),
    whoWeAreLookingFor: optionalText(5000),
    whyUs: optionalText(5000),
    whyNow: optionalText(5000),
    lookingFor: optionalText(5000),
    whatMakesUsSpecial: optionalText(5000),
    intellectualProperty: optionalText(5000),
    ...headerDesignInputSchema.shape,
    visibility: z.enum(PROJECT_VISIBILITIES).default('public'),
    isPremiumListing: z.boolean().default(false),
    listingPrice: money
      .max(1e6)
      .nullish()
      .transform((v) => v ?? null),
    customSections: z.array(customSectionSchema).max(20).default([]),
    researchPapers: z.array(researchPaperSchema).max(50).default([]),
    teamMembers: z.array(teamMemberSchema).max(50).default([]),
    mediaCarousel: z
      .array(mediaItemSchema)
      .max(
        LIMITS.mediaCarouselMax,
        `You can add up to ${LIMITS.mediaCarouselMax} images/videos to the carousel.`,
      )
      .default([])
      .transform(labelMedia),
  })
  .superRefine((p, ctx) => {
    if (p.isPremiumListing) {
      const fee = p.listingPrice;
      if (fee === null || fee < LIMITS.premiumFeeMin || fee > LIMITS.premiumFeeMax) {
        ctx.addIssue({
          code: 'custom',
          path: ['listingPrice'],
          message: `Daily fee must be between ${LIMITS.premiumFeeMin.toFixed(2)} and ${LIMITS.premiumFeeMax.toFixed(2)} USD for a premium listing`,
        });
      }
    }
  });
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectData = z.output<typeof projectInputSchema>;

export const scoreKindSchema = z.enum(['executability', 'feasibility', 'matchability']);
export type ScoreKind = z.infer<typeof scoreKindSchema>;

export const scoreReasonSchema = z.object({
  text: z.string(),
  /** Points this reason added (positive) or took away (negative). */
  impact: z.number(),
});
export const scoreExplanationSchema = z.object({
  score: z.number().int().min(0).max(100),
  reasons: z.array(scoreReasonSchema),
  tips: z.array(z.string()).max(3),
});
export type ScoreExplanation = z.infer<typeof scoreExplanationSchema>;
/** The three scores as a provider answers them (the shape a model's structured output must have). */
export const scoreCardsSchema = z.object({
  executability: scoreExplanationSchema,
  feasibility: scoreExplanationSchema,
  matchability: scoreExplanationSchema,
});
export type ScoreCards = z.infer<typeof scoreCardsSchema>;
/** The stored evaluation: the three scores and who produced them (absent on rows scored before). */
export const scoreDetailsSchema = scoreCardsSchema.extend({
  generatedBy: aiSourceSchema.optional(),
});
export type ScoreDetails = z.infer<typeof scoreDetailsSchema>;

/**
 * The nested lists as stored and answered: what the input schemas above produce, without their
 * input rules (defaults, trimming, URL checks), so a response is checked for shape alone.
 */
export const storedResearchPaperSchema = z.object({
  name: z.string(),
  url: z.string().nullable(),
  description: z.string().nullable(),
  fileUrl: z.string().nullable(),
  uploadedAt: z.string().nullable(),
}) satisfies z.ZodType<ResearchPaper>;
export const storedTeamMemberSchema = z.object({
  name: z.string(),
  role: z.string().nullable(),
  profileUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  userId: z.string().nullable(),
  expertise: z.array(z.string()),
  isResearcher: z.boolean(),
}) satisfies z.ZodType<TeamMember>;
export const storedMediaItemSchema = z.object({
  id: z.string(),
  type: z.enum(['image', 'video']),
  url: z.string(),
  label: z.string(),
  isYouTube: z.boolean(),
}) satisfies z.ZodType<MediaItem>;

export const projectOwnerSchema = userSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  organization: true,
  profileImageUrl: true,
});

export const projectSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(PROJECT_CATEGORIES),
  stage: z.enum(PROJECT_STAGES),
  tags: z.array(z.string()),
  trlLevel: z.number().nullable(),
  fundingRequired: z.number().nullable(),
  timelineMonths: z.number().nullable(),
  whoWeAreLookingFor: z.string().nullable(),
  whyUs: z.string().nullable(),
  whyNow: z.string().nullable(),
  lookingFor: z.string().nullable(),
  whatMakesUsSpecial: z.string().nullable(),
  intellectualProperty: z.string().nullable(),
  ...headerDesignSchema.shape,
  visibility: z.enum(PROJECT_VISIBILITIES),
  isPremiumListing: z.boolean(),
  listingPrice: z.number().nullable(),
  customSections: z.array(customSectionSchema),
  researchPapers: z.array(storedResearchPaperSchema),
  teamMembers: z.array(storedTeamMemberSchema),
  mediaCarousel: z.array(storedMediaItemSchema),
  executabilityScore: z.number().nullable(),
  feasibilityScore: z.number().nullable(),
  matchabilityScore: z.number().nullable(),
  scoreDetails: scoreDetailsSchema.nullable(),
  isActive: z.boolean(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  reviewReason: z.string().nullable(),
  isVerified: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
  owner: projectOwnerSchema.optional(),
});
export type Project = z.infer<typeof projectSchema>;

/** A list sends at most this much of a description: the card shows three lines of it. */
export const PROJECT_SUMMARY_DESCRIPTION_MAX = 280;

/**
 * What a list of listings shows (catalogue, landing, dashboard and profile cards): no score
 * explanations, papers, team, pitch texts or custom sections, and the description cut to
 * PROJECT_SUMMARY_DESCRIPTION_MAX characters. The detail (GET /api/projects/:id) has the rest.
 */
export const projectSummarySchema = projectSchema.pick({
  id: true,
  userId: true,
  title: true,
  description: true,
  category: true,
  stage: true,
  trlLevel: true,
  fundingRequired: true,
  timelineMonths: true,
  headerImageUrl: true,
  mediaCarousel: true,
  isPremiumListing: true,
  executabilityScore: true,
  feasibilityScore: true,
  matchabilityScore: true,
  createdAt: true,
  owner: true,
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;
