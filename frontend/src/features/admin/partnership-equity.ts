import type { AdminCollaborationRow } from '@labbridge/shared-types';
import { formatPercent } from '../../lib/format';

export interface PartnershipEquity {
  /** The industry partner's share, the figure a proposal states. */
  figure: string;
  /** Which figure it is: an executed equity agreement's split can differ from the proposal. */
  basis: 'signed' | 'proposed';
  /** The whole split in words. */
  detail: string;
}

/**
 * The Partnerships table's equity: the split a fully executed equity agreement signed where there
 * is one, else the proposal's figure; null when neither says.
 */
export const partnershipEquity = (
  row: Pick<AdminCollaborationRow, 'proposedEquity' | 'signedEquity'>,
): PartnershipEquity | null => {
  if (row.signedEquity) {
    const { researcher, industry } = row.signedEquity;
    return {
      figure: formatPercent(industry),
      basis: 'signed',
      detail: `Signed: partner ${formatPercent(industry)}, researcher ${formatPercent(researcher)}`,
    };
  }
  if (row.proposedEquity === null) return null;
  return {
    figure: formatPercent(row.proposedEquity),
    basis: 'proposed',
    detail: `Proposed: partner ${formatPercent(row.proposedEquity)}, no equity agreement signed yet`,
  };
};
