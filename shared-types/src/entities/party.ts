import { z } from 'zod';
import { userSchema } from './user';

/** A user as a party to a deal: enough to name them on cards, lists and signature blocks. */
export const partySchema = userSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  /** Null when the user's profile is private and the viewer is not a deal party. */
  organization: true,
});
export type Party = z.infer<typeof partySchema>;

/** A deal party seen by the other party (or a superadmin): the email belongs on the agreement. */
export const dealPartySchema = partySchema.extend({ email: z.string() });
export type DealParty = z.infer<typeof dealPartySchema>;

/**
 * A party as one side of a deal names it: with the account's role, since the side that proposed
 * (`industryPartnerId`, a document's industry side) may be a researcher as well as an industry
 * partner.
 */
export const dealSideSchema = dealPartySchema.extend({ userType: userSchema.shape.userType });
export type DealSide = z.infer<typeof dealSideSchema>;

/**
 * What a deal and its documents call the partner side (the party who proposed on the listing):
 * 'Industry Partner' for an industry account, else the neutral 'Partner', as for a researcher
 * proposing on another researcher's listing. The API keeps the spec's field names.
 */
export const PARTNER_TITLES = ['Industry Partner', 'Partner'] as const;
export type PartnerTitle = (typeof PARTNER_TITLES)[number];
export const partnerTitle = (party: Pick<DealSide, 'userType'> | null | undefined): PartnerTitle =>
  party?.userType === 'industry' ? 'Industry Partner' : 'Partner';

/** Each title as a label in the sentence-case UI. */
export const PARTNER_LABELS: Record<PartnerTitle, string> = {
  'Industry Partner': 'Industry partner',
  Partner: 'Partner',
};
export const partnerLabel = (party: Pick<DealSide, 'userType'> | null | undefined) =>
  PARTNER_LABELS[partnerTitle(party)];

/** 'Ada Lovelace', or 'Unknown user' for an account without a name. */
export const partyName = (party: Pick<Party, 'firstName' | 'lastName'> | null | undefined) =>
  [party?.firstName, party?.lastName].filter(Boolean).join(' ') || 'Unknown user';
