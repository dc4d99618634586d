import { eq, inArray, or } from 'drizzle-orm';
import { notFound, validationError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { conversations, users } from '../../db/schema';
import { viewableProject } from '../projects/access';
import type { UserRow } from '../users/present';
import { conversationKey } from './present';

/**
 * The user at the other end of a conversation: anyone else who exists (404 otherwise). `field`
 * names the input that carried the id, for the error details.
 */
export const requirePartner = async (
  db: DbOrTx,
  meId: string,
  otherId: string,
  field: 'userId' | 'receiverId' = 'userId',
) => {
  if (otherId === meId) {
    throw validationError('You cannot send a message to yourself', {
      [field]: ['You cannot send a message to yourself'],
    });
  }
  const [row] = await db.select().from(users).where(eq(users.id, otherId)).limit(1);
  if (!row) throw notFound('User not found');
  return row;
};

/**
 * The owner of the project a message is about. The sender must be allowed to open the project
 * (the same rule as GET /api/projects/:id, and the same 404 for a hidden one as for a missing
 * one), and it must belong to one of the two parties: a message cannot be filed under a
 * stranger's listing, which would also let anyone pump that listing's engagement.
 */
export const messageProjectOwner = async (
  db: DbOrTx,
  sender: UserRow,
  receiverId: string,
  projectId: number,
) => {
  const { userId: ownerId } = await viewableProject(db, sender, projectId);
  if (ownerId !== sender.id && ownerId !== receiverId) {
    throw validationError('The project must belong to you or to the receiver', {
      projectId: ['The project must belong to you or to the receiver'],
    });
  }
  return ownerId;
};

/** Typing and presence signals flow only between users who share a conversation. */
export const canSignal = async (db: DbOrTx, a: string, b: string) => {
  if (a === b) return false;
  const [row] = await db
    .select({ key: conversations.key })
    .from(conversations)
    .where(eq(conversations.key, conversationKey(a, b)))
    .limit(1);
  return row !== undefined;
};

/** Everyone who may hear a user's presence: the people they share a conversation with. */
export const signalAudience = async (db: DbOrTx, userId: string) =>
  (await signalAudiences(db, [userId])).get(userId)!;

/** signalAudience of each of `userIds`, in one read. */
export const signalAudiences = async (db: DbOrTx, userIds: readonly string[]) => {
  const audiences = new Map(userIds.map((id) => [id, [] as string[]]));
  const rows = await db
    .select({ a: conversations.userA, b: conversations.userB })
    .from(conversations)
    .where(
      or(inArray(conversations.userA, [...userIds]), inArray(conversations.userB, [...userIds])),
    );
  for (const { a, b } of rows) {
    audiences.get(a)?.push(b);
    audiences.get(b)?.push(a);
  }
  return audiences;
};
