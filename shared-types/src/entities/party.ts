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

/** 'Ada Lovelace', or 'Unknown user' for an account without a name. */
export const partyName = (party: Pick<Party, 'firstName' | 'lastName'> | null | undefined) =>
  [party?.firstName, party?.lastName].filter(Boolean).join(' ') || 'Unknown user';
