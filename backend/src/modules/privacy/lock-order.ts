import { OPEN_COLLABORATION_STATUSES } from '@labbridge/shared-types';
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { collaborations, conversations, legalDocuments, projects, users } from '../../db/schema';
import { documentsOfParty } from '../documents/access';
import { conversationKey } from '../messages/present';

/**
 * The lock order. A transaction that locks rows of several of these takes them in this order:
 * legal documents, collaborations, conversations, listings, accounts; within one table, by key.
 * Inserting a row that names an account (a signature, an audit entry, a notification, a message)
 * key-share locks that account, so it counts as locking it. The single-purpose paths keep the
 * order by themselves: a signature, finalize, cancellation or milestone locks its document,
 * reads its collaboration under a share lock, and only then writes rows naming the parties; a
 * collaboration step locks the collaboration, then appends to the thread, then notifies; a
 * message locks its conversation, then share-locks its two accounts to see neither is deleted
 * (users/accounts.ts holdAccounts), then names them; an admin's decision on a listing locks it,
 * then notifies its owner. (A listing's save share-locks its team's accounts before the listing,
 * and a proposal share-locks its proposer's account, after the thread its card goes to, before
 * the listing: team members are not owners, a proposer may be on the listing's team, and a
 * deletion takes a team listing after its account.)
 *
 * An account deletion touches every one of these, so it locks up front, in this order, what it
 * will change: holding the account first, it would wait for a document whose signer waits for
 * the account, and PostgreSQL would abort one of the two with 40P01. Documents, collaborations,
 * conversations and listings are locked as the deletion's own updates would lock them (no key
 * update), so inserts that merely reference them (a comment) do not wait; a proposal waits for
 * its listing on purpose, to see it archived.
 */
export const lockForDeletion = async (tx: Tx, userId: string) => {
  await tx
    .select({ id: legalDocuments.id })
    .from(legalDocuments)
    .where(and(documentsOfParty(userId), ne(legalDocuments.status, 'fully_executed')))
    .orderBy(asc(legalDocuments.id))
    .for('no key update');
  const open = await tx
    .select({
      researcherId: collaborations.researcherId,
      partnerId: collaborations.industryPartnerId,
    })
    .from(collaborations)
    .where(
      and(
        or(eq(collaborations.researcherId, userId), eq(collaborations.industryPartnerId, userId)),
        inArray(collaborations.status, [...OPEN_COLLABORATION_STATUSES]),
      ),
    )
    .orderBy(asc(collaborations.id))
    .for('no key update');
  // The threads the collaborations' closing cards will be appended to.
  const keys = [...new Set(open.map((c) => conversationKey(c.researcherId, c.partnerId)))];
  if (keys.length > 0) {
    await tx
      .select({ key: conversations.key })
      .from(conversations)
      .where(inArray(conversations.key, keys))
      .orderBy(asc(conversations.key))
      .for('no key update');
  }
  await tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.userId, userId))
    .orderBy(asc(projects.id))
    .for('no key update');
  const [account] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return account;
};
