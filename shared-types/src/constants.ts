/** Business constants and limits from spec §9. */

export const USER_TYPES = ['researcher', 'industry', 'superadmin'] as const;
export const SELF_REGISTER_USER_TYPES = ['researcher', 'industry'] as const;
export const USER_TYPE_LABELS: Record<(typeof USER_TYPES)[number], string> = {
  researcher: 'Researcher/Professor',
  industry: 'Industry Professional',
  superadmin: 'Platform Administrator',
};

export const PROFILE_VISIBILITIES = ['public', 'private'] as const;

/** Categories a listing can be saved with (the edit-form list). */
export const PROJECT_CATEGORIES = [
  'biotechnology',
  'ai-ml',
  'materials',
  'energy',
  'healthcare',
  'robotics',
  'quantum',
  'other',
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const PROJECT_CATEGORY_LABELS: Record<ProjectCategory, string> = {
  biotechnology: 'Biotechnology',
  'ai-ml': 'AI & Machine Learning',
  materials: 'Materials Science',
  energy: 'Clean Energy',
  healthcare: 'Healthcare',
  robotics: 'Robotics',
  quantum: 'Quantum Computing',
  other: 'Other',
};

/** The landing page's category buttons, mapped onto stored categories. */
export const LANDING_CATEGORY_BUTTONS = [
  { label: 'All Categories', value: 'all' },
  { label: 'Biotechnology', value: 'biotechnology' },
  { label: 'Artificial Intelligence', value: 'ai-ml' },
  { label: 'Renewable Energy', value: 'energy' },
  { label: 'Medical Devices', value: 'healthcare' },
  { label: 'Robotics', value: 'robotics' },
] as const;

export const PROJECT_STAGES = ['concept', 'prototype', 'testing', 'ready'] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];
export const PROJECT_STAGE_LABELS: Record<ProjectStage, string> = {
  concept: 'Concept',
  prototype: 'Prototype',
  testing: 'Testing',
  ready: 'Market Ready',
};

export const PROJECT_VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** What the tech transfer office can do, as its audit log names it. */
export const ADMIN_AUDIT_ACTIONS = [
  'user_approved',
  'user_rejected',
  'user_created',
  'user_suspended',
  'user_reactivated',
  'project_approved',
  'project_rejected',
  'project_unpublished',
  'deal_nudged',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

export const NOTIFICATION_TYPES = ['milestone', 'document', 'message', 'collaboration'] as const;
/**
 * Spec §4 names pending, active and completed; a proposal can also be declined or withdrawn, and
 * an active collaboration, or a proposal awaiting an answer, ends when a party deletes their
 * account.
 */
export const COLLABORATION_STATUSES = [
  'pending',
  'active',
  'completed',
  'declined',
  'withdrawn',
  'ended',
] as const;
export type CollaborationStatus = (typeof COLLABORATION_STATUSES)[number];
/** A collaboration that still binds its parties: counted on the dashboard, one per partner and project. */
export const OPEN_COLLABORATION_STATUSES = ['pending', 'active'] as const;

/** What a party may do to a collaboration (PATCH /api/collaborations/:id). */
export const COLLABORATION_ACTIONS = ['accept', 'decline', 'withdraw', 'complete'] as const;
export type CollaborationAction = (typeof COLLABORATION_ACTIONS)[number];

export const DECLINE_REASONS = ['too_early', 'terms', 'not_a_fit', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  too_early: 'Too early',
  terms: 'The terms do not work',
  not_a_fit: 'Not a fit',
  other: 'Other',
};

/**
 * Spec §3 names the first five; POC, LOI and MOU are the agreements the landing page and the
 * dashboard tiles promise (the Vesting Agreement tile is an equity_agreement).
 */
export const DOCUMENT_TYPES = [
  'NDA',
  'collaboration',
  'licensing',
  'equity_agreement',
  'employment',
  'POC',
  'LOI',
  'MOU',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_STATUSES = [
  'draft',
  'pending_signatures',
  'fully_executed',
  'cancelled',
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const VESTING_FREQUENCIES = ['monthly', 'quarterly', 'yearly'] as const;
export type VestingFrequency = (typeof VESTING_FREQUENCIES)[number];
/** Months between two time-based unlocks. */
export const VESTING_FREQUENCY_MONTHS: Record<VestingFrequency, number> = {
  monthly: 1,
  quarterly: 3,
  yearly: 12,
};

/** What the audit trail of a legal document records. */
export const DOCUMENT_AUDIT_ACTIONS = [
  'created',
  'edited',
  'finalized',
  'viewed',
  'signed',
  'executed',
  'cancelled',
] as const;
export type DocumentAuditAction = (typeof DOCUMENT_AUDIT_ACTIONS)[number];

export const ANALYTICS_EVENT_TYPES = [
  'project_created',
  'profile_view',
  'project_shared',
  'message_sent',
  'collaboration_started',
  'view',
  'share',
  'chat_initiation',
  'referral',
] as const;

export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export const DEFAULT_ANALYTICS_PERIOD = '30d';

export const LIMITS = {
  passwordMinLength: 8,
  trlMin: 1,
  trlMax: 9,
  scoreMin: 0,
  scoreMax: 100,
  mediaCarouselMax: 5,
  researcherSearchMinChars: 2,
  premiumFeeMin: 0.5,
  premiumFeeMax: 5,
  premiumFeePlaceholder: 4.5,
  messageMaxLength: 5000,
  onboardingSteps: 2,
  landingFeatured: 6,
  landingFeaturedPlaceholders: 3,
  landingSearchResults: 9,
  homeFeaturedProjects: 3,
  homeRecentMessages: 3,
  adminTableRows: 10,
  trending: 9,
  proposalMaxLength: 5000,
  proposalTimelineMaxLength: 200,
  collaborationNoteMaxLength: 1000,
  equityStep: 0.1,
  documentTitleMaxLength: 200,
  /** Stored HTML of a legal document, after sanitising. */
  documentContentMaxLength: 500_000,
  partyFieldMaxLength: 200,
  projectDescriptionMaxLength: 20_000,
  ipAssetsMax: 50,
  clauseMaxLength: 2000,
  signatureNameMaxLength: 200,
  cancelReasonMaxLength: 1000,
  vestingMonthsMax: 240,
  confidentialityYearsMax: 50,
  vestingMilestonesMax: 20,
} as const;

export const QUERY_POLICY = {
  staleTimeMs: 5 * 60_000,
  gcTimeMs: 5 * 60_000,
  projectStaleTimeMs: 30_000,
  queryRetries: 3,
  queryRetryCapMs: 30_000,
  mutationRetries: 2,
  mutationRetryCapMs: 10_000,
  retryBaseMs: 1_000,
} as const;

export const TOAST_POLICY = {
  limit: 1,
  removeDelayMs: 1_000_000,
  durationMs: 5_000,
  swipeDirection: 'right',
  swipeThresholdPx: 50,
  hotkey: ['F8'],
  label: 'Notification',
  maxWidthPx: 420,
  alertDurationMs: 5_000,
} as const;

export const NOTIFICATION_POLL_MS = 30_000;

export const LEGAL_DEFAULTS = {
  researcherRole: 'Principal Investigator',
  industryRole: 'Technical Lead',
  equityResearcher: 60,
  equityIndustry: 40,
  cliffMonths: 12,
  vestingMonths: 48,
  vestingFrequency: 'monthly',
  confidentialityYears: 5,
  terminationClause: 'Either party may terminate this agreement with 30 days written notice.',
  disputeResolution: 'Disputes shall be resolved through binding arbitration.',
} as const;

/** Score colour bands (§9), highest first; a score takes the first band whose min it reaches. */
export const SCORE_BANDS = [
  { band: 'green', min: 90 },
  { band: 'blue', min: 80 },
  { band: 'yellow', min: 70 },
  { band: 'red', min: Number.NEGATIVE_INFINITY },
] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number]['band'];
