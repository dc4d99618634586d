import { type DocumentTerms, type DocumentType, LEGAL_DEFAULTS } from '@labbridge/shared-types';
import type { PartyInfo, TemplateInputs } from '../../../db/schema';
import { escapeHtml } from '../sanitize';

export type { PartyInfo, TemplateInputs };

/** Everything a template fills in; terms already carry the §9 defaults. */
export interface AgreementContext extends Omit<TemplateInputs, 'effectiveDate'> {
  documentType: DocumentType;
  effectiveDate: Date;
  terms: ResolvedTerms;
}

export const templateInputs = ({
  documentType: _type,
  terms: _terms,
  effectiveDate,
  ...inputs
}: AgreementContext): TemplateInputs => ({ ...inputs, effectiveDate: effectiveDate.toISOString() });

/** The context a draft was generated with, under the terms given. */
export const agreementContext = (
  documentType: DocumentType,
  inputs: TemplateInputs,
  terms: ResolvedTerms,
): AgreementContext => ({
  ...inputs,
  documentType,
  effectiveDate: new Date(inputs.effectiveDate),
  terms,
});

export interface ResolvedTerms extends DocumentTerms {
  confidentialityPeriod: number;
  terminationClause: string;
  disputeResolution: string;
}

/** A numbered section of an agreement; paragraphs and items are already safe HTML. */
export interface Section {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

/** The §9 defaults for whatever the request left out; equity and vesting for equity agreements only. */
export const resolveTerms = (type: DocumentType, terms: DocumentTerms): ResolvedTerms => ({
  confidentialityPeriod: terms.confidentialityPeriod ?? LEGAL_DEFAULTS.confidentialityYears,
  terminationClause: terms.terminationClause ?? LEGAL_DEFAULTS.terminationClause,
  disputeResolution: terms.disputeResolution ?? LEGAL_DEFAULTS.disputeResolution,
  ...(type === 'equity_agreement'
    ? {
        equityDistribution: terms.equityDistribution ?? {
          researcher: LEGAL_DEFAULTS.equityResearcher,
          industry: LEGAL_DEFAULTS.equityIndustry,
        },
        vestingSchedule: terms.vestingSchedule ?? {
          cliffPeriod: LEGAL_DEFAULTS.cliffMonths,
          vestingPeriod: LEGAL_DEFAULTS.vestingMonths,
          vestingFrequency: LEGAL_DEFAULTS.vestingFrequency,
        },
      }
    : {}),
});

/** Escaped text, for every value that came from a user. */
export const t = escapeHtml;
export const b = (text: string) => `<strong>${escapeHtml(text)}</strong>`;

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
});
export const money = (amount: number) => usd.format(amount);
export const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** A reference that opens a sentence: 'The “Researcher” may publish…'. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Ada Lovelace (the “Researcher”)' style references used throughout the clauses. */
export const RESEARCHER = 'the “Researcher”';
/** The industry side: an industry account is the “Industry Partner”, a researcher who proposed the “Partner”. */
export const partner = (ctx: Pick<AgreementContext, 'partnerTitle'>) => `the “${ctx.partnerTitle}”`;

/** The IP assets as a sentence, or the statement that none were listed. */
export const ipAssets = (ctx: AgreementContext) =>
  ctx.project.intellectualProperty.length
    ? ctx.project.intellectualProperty.map(t).join('; ')
    : 'no specific assets listed at the Effective Date';

export const funding = (ctx: AgreementContext) =>
  ctx.project.fundingAmount !== null
    ? money(ctx.project.fundingAmount)
    : 'an amount to be agreed in writing by the Parties';
