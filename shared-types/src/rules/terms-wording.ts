import type { DocumentType, VestingFrequency } from '../constants';
import type { DocumentTerms } from '../entities/document';
import type { PartnerTitle } from '../entities/party';

/**
 * Terms in words, one wording for the agreement's clauses, its PDF schedule and the document
 * dialog, so the text, the PDF and the screen never describe the same terms differently.
 */
export const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;
export const months = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;
export const percent = (n: number) => `${Number(n.toFixed(2))}%`;
export const FREQUENCY_WORDS: Record<VestingFrequency, string> = {
  monthly: 'monthly',
  quarterly: 'quarterly',
  yearly: 'annual',
};

export const RECORDED_TERMS_HEADING = 'Schedule – Terms recorded on LabBridge';
/** What the schedule is: the terms the platform follows, and part of what the Parties sign. */
export const recordedTermsNote = (type: DocumentType) =>
  `These are the terms LabBridge holds for this document: the platform ${type === 'equity_agreement' ? 'computes vesting and keeps its records' : 'keeps its records'} from them, and they form part of the agreement the Parties sign.`;

/** One recorded term: its label, its value in words and, for milestones, one item each. */
export interface RecordedTerm {
  label: string;
  value: string;
  items?: string[];
}

/** Old rows may lack a part: the schedule says so rather than showing a default nobody stored. */
const NOT_RECORDED = 'Not recorded';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const vestingTerms = (vesting: NonNullable<DocumentTerms['vestingSchedule']>): RecordedTerm[] => {
  const milestones = vesting.milestones ?? [];
  const milestoneShare = milestones.reduce((sum, m) => sum + m.equityPercent, 0);
  return [
    { label: 'Vesting cliff', value: months(vesting.cliffPeriod) },
    { label: 'Vesting period', value: months(vesting.vestingPeriod) },
    {
      label: 'Vesting frequency',
      value: `${capitalised(FREQUENCY_WORDS[vesting.vestingFrequency])} instalments`,
    },
    milestones.length
      ? {
          label: 'Milestones',
          value: `${percent(milestoneShare)} of each Party's equity vests on milestones, ${percent(100 - milestoneShare)} over time`,
          items: milestones.map((m) => `${m.name}: ${percent(m.equityPercent)}`),
        }
      : { label: 'Milestones', value: 'None: all equity vests over time' },
  ];
};

/**
 * The terms LabBridge holds for a document, as the schedule after its text lists them: equity and
 * vesting for equity agreements, then confidentiality, termination and dispute resolution. The
 * industry share is the partner side's, named as the agreement names it (`partnerTitle`).
 */
export const recordedTerms = (
  type: DocumentType,
  terms: DocumentTerms,
  partner: PartnerTitle,
): RecordedTerm[] => {
  const equity = terms.equityDistribution;
  return [
    ...(type === 'equity_agreement'
      ? [
          {
            label: 'Equity split',
            value: equity
              ? `Researcher ${percent(equity.researcher)}, ${partner} ${percent(equity.industry)}`
              : NOT_RECORDED,
          },
          ...(terms.vestingSchedule
            ? vestingTerms(terms.vestingSchedule)
            : [{ label: 'Vesting schedule', value: NOT_RECORDED }]),
        ]
      : []),
    {
      label: 'Confidentiality period',
      value:
        terms.confidentialityPeriod === undefined
          ? NOT_RECORDED
          : `${years(terms.confidentialityPeriod)} after the Agreement ends`,
    },
    { label: 'Termination', value: terms.terminationClause ?? NOT_RECORDED },
    { label: 'Dispute resolution', value: terms.disputeResolution ?? NOT_RECORDED },
  ];
};
