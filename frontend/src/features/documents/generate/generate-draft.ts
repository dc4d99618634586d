/**
 * The Generate Document form as pure state (spec §5, §9): the §9 defaults, the fields Generate
 * needs, the equity split whose two shares always sum to 100, IP assets typed comma-separated,
 * and the request it becomes (equity and vesting terms only for an equity agreement).
 */
import {
  type DocumentPrefill,
  type DocumentType,
  type GenerateDocumentRequest,
  LEGAL_DEFAULTS,
  type PartnerTitle,
  parseIpAssets,
  setIndustryShare,
  splitEquity,
  type User,
  type VestingFrequency,
} from '@labbridge/shared-types';

export interface PartyDraft {
  name: string;
  organization: string;
  email: string;
  role: string;
}

export interface MilestoneDraft {
  name: string;
  /** Share of the grant in percent, as typed. */
  equityPercent: string;
}

/** Every input of the form as typed (numbers too, so a field can be emptied while editing). */
export interface GenerateDraft {
  documentType: DocumentType;
  collaborationId: number | null;
  /** What the agreement calls the industry side: from the collaboration, else an industry account. */
  partnerTitle: PartnerTitle;
  researcher: PartyDraft;
  industry: PartyDraft;
  project: {
    title: string;
    description: string;
    /** Comma-separated, as typed. */
    ipAssets: string;
    fundingAmount: string;
    timeline: string;
  };
  equity: { researcher: string; industry: string };
  vesting: {
    cliffPeriod: string;
    vestingPeriod: string;
    vestingFrequency: VestingFrequency;
    milestones: MilestoneDraft[];
  };
  confidentialityPeriod: string;
  terminationClause: string;
  disputeResolution: string;
}

export type PartySide = 'researcher' | 'industry';

const emptyParty = (role: string): PartyDraft => ({ name: '', organization: '', email: '', role });

type Me = Pick<User, 'firstName' | 'lastName' | 'organization' | 'email' | 'userType'>;

/** The side of a document the signed-in user stands on, from their account type. */
export const sideOf = (me: Pick<User, 'userType'>): PartySide | null =>
  me.userType === 'researcher' ? 'researcher' : me.userType === 'industry' ? 'industry' : null;

/** A blank form with the §9 defaults; the signed-in user's own party block is filled in. */
export function newDraft(documentType: DocumentType, me?: Me): GenerateDraft {
  const draft: GenerateDraft = {
    documentType,
    collaborationId: null,
    partnerTitle: 'Industry Partner',
    researcher: emptyParty(LEGAL_DEFAULTS.researcherRole),
    industry: emptyParty(LEGAL_DEFAULTS.industryRole),
    project: { title: '', description: '', ipAssets: '', fundingAmount: '', timeline: '' },
    equity: {
      researcher: String(LEGAL_DEFAULTS.equityResearcher),
      industry: String(LEGAL_DEFAULTS.equityIndustry),
    },
    vesting: {
      cliffPeriod: String(LEGAL_DEFAULTS.cliffMonths),
      vestingPeriod: String(LEGAL_DEFAULTS.vestingMonths),
      vestingFrequency: LEGAL_DEFAULTS.vestingFrequency,
      milestones: [],
    },
    confidentialityPeriod: String(LEGAL_DEFAULTS.confidentialityYears),
    terminationClause: LEGAL_DEFAULTS.terminationClause,
    disputeResolution: LEGAL_DEFAULTS.disputeResolution,
  };
  const side = me && sideOf(me);
  if (!me || !side) return draft;
  return {
    ...draft,
    [side]: {
      ...draft[side],
      name: [me.firstName, me.lastName].filter(Boolean).join(' '),
      organization: me.organization ?? '',
      email: me.email,
    },
  };
}

const numberText = (n: number | null) => (n === null ? '' : String(n));

/** The form filled from a collaboration (GET /api/collaborations/:id/document-prefill). */
export function draftFromPrefill(prefill: DocumentPrefill, documentType: DocumentType) {
  const { parties, projectDetails: p, terms } = prefill;
  return {
    documentType,
    collaborationId: prefill.collaborationId,
    partnerTitle: prefill.partnerTitle,
    researcher: { ...parties.researcher },
    industry: { ...parties.industry },
    project: {
      title: p.title,
      description: p.description,
      ipAssets: p.intellectualProperty.join(', '),
      fundingAmount: numberText(p.fundingAmount),
      timeline: p.timeline,
    },
    equity: {
      researcher: String(terms.equityDistribution.researcher),
      industry: String(terms.equityDistribution.industry),
    },
    vesting: {
      cliffPeriod: String(terms.vestingSchedule.cliffPeriod),
      vestingPeriod: String(terms.vestingSchedule.vestingPeriod),
      vestingFrequency: terms.vestingSchedule.vestingFrequency,
      milestones: [],
    },
    confidentialityPeriod: String(terms.confidentialityPeriod),
    terminationClause: terms.terminationClause,
    disputeResolution: terms.disputeResolution,
  } satisfies GenerateDraft;
}

const filled = (text: string) => text.trim() !== '';

/**
 * Generate is enabled only when these are filled (spec §5): both parties' name, organization and
 * email, and the project's title, description and timeline. Funding is optional.
 */
export const canGenerate = (draft: GenerateDraft): boolean =>
  [draft.researcher, draft.industry].every(
    (party) => filled(party.name) && filled(party.organization) && filled(party.email),
  ) &&
  filled(draft.project.title) &&
  filled(draft.project.description) &&
  filled(draft.project.timeline);

/**
 * Types one share of the equity split: that field keeps what was typed, the other becomes the
 * rest, so the two always sum to 100 (the shared rule clamps to 0-100, one decimal).
 */
export function withEquityShare(
  draft: GenerateDraft,
  side: PartySide,
  typed: string,
): GenerateDraft {
  const share = Number(typed);
  const equity =
    side === 'researcher'
      ? { researcher: typed, industry: String(splitEquity(share).industry) }
      : { researcher: String(setIndustryShare(share).researcher), industry: typed };
  return { ...draft, equity };
}

/** Leaving an equity field: both show the split that will be sent (clamped, one decimal). */
export function normaliseEquity(draft: GenerateDraft): GenerateDraft {
  const split = equitySplit(draft);
  return {
    ...draft,
    equity: { researcher: String(split.researcher), industry: String(split.industry) },
  };
}

/** The split that will be sent: computed from the researcher's share, so it sums to 100. */
export const equitySplit = (draft: GenerateDraft) => splitEquity(Number(draft.equity.researcher));

/** '' → undefined (left to the server's default or its 'Required'), else the number typed. */
const optionalNumber = (text: string): number | undefined =>
  filled(text) ? Number(text) : undefined;

/** The §3 generation request for the draft; the shared schema checks it before it is sent. */
export function toGenerateRequest(draft: GenerateDraft): GenerateDocumentRequest {
  const party = (p: PartyDraft) => ({
    name: p.name,
    organization: p.organization,
    email: p.email,
    role: p.role,
  });
  const isEquity = draft.documentType === 'equity_agreement';
  return {
    documentType: draft.documentType,
    collaborationId: draft.collaborationId,
    parties: { researcher: party(draft.researcher), industry: party(draft.industry) },
    projectDetails: {
      title: draft.project.title,
      description: draft.project.description,
      intellectualProperty: parseIpAssets(draft.project.ipAssets),
      fundingAmount: optionalNumber(draft.project.fundingAmount) ?? null,
      timeline: draft.project.timeline,
    },
    terms: {
      ...(isEquity && {
        equityDistribution: equitySplit(draft),
        vestingSchedule: {
          cliffPeriod: optionalNumber(draft.vesting.cliffPeriod) as number,
          vestingPeriod: optionalNumber(draft.vesting.vestingPeriod) as number,
          vestingFrequency: draft.vesting.vestingFrequency,
          milestones: draft.vesting.milestones.map((m) => ({
            name: m.name,
            equityPercent: optionalNumber(m.equityPercent) as number,
          })),
        },
      }),
      confidentialityPeriod: optionalNumber(draft.confidentialityPeriod),
      terminationClause: draft.terminationClause,
      disputeResolution: draft.disputeResolution,
    },
  };
}
