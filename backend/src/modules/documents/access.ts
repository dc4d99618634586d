import { eq, or } from 'drizzle-orm';
import { legalDocuments } from '../../db/schema';
import { type Actor, isSuperadmin } from '../users/access';

/** Who sees a legal document: its two parties; superadmins see every one. As a list filter. */
export const documentsVisibleTo = (user: Actor) =>
  isSuperadmin(user)
    ? undefined
    : or(eq(legalDocuments.researcherUserId, user.id), eq(legalDocuments.industryUserId, user.id));
