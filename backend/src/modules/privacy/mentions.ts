import { DELETED_USER_NAME } from '@labbridge/shared-types';
import { and, type Column, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  adminAuditEvents,
  collaborations,
  conversations,
  legalDocuments,
  messages,
  notifications,
} from '../../db/schema';
import type { UserRow } from '../users/present';

/**
 * The user's name as server-written text names them (users/parties displayName); null when
 * there is none to erase.
 */
const nameToErase = (user: UserRow) => {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name === '' || name === DELETED_USER_NAME ? null : name;
};

const names = (column: Column, name: string) => sql`strpos(${column}, ${name}) > 0`;
const withoutName = (column: Column, name: string) =>
  sql`replace(${column}, ${name}, ${DELETED_USER_NAME})`;

/** Everyone the user wrote to or dealt with: the only people a notification could name them to. */
const counterpartsOf = (id: string): SQL => sql`
  select ${conversations.userB} from ${conversations} where ${conversations.userA} = ${id}
  union select ${conversations.userA} from ${conversations} where ${conversations.userB} = ${id}
  union select ${collaborations.industryPartnerId} from ${collaborations}
   where ${collaborations.researcherId} = ${id}
  union select ${collaborations.researcherId} from ${collaborations}
   where ${collaborations.industryPartnerId} = ${id}
  union select ${legalDocuments.industryUserId} from ${legalDocuments}
   where ${legalDocuments.researcherUserId} = ${id}
  union select ${legalDocuments.researcherUserId} from ${legalDocuments}
   where ${legalDocuments.industryUserId} = ${id}`;

/**
 * Notifications store their text, not who caused them, and name the actor ("Ada Byron signed
 * …", "New message from Ada Byron"): in those of the user's counterparts, the user's name as
 * notifications write it becomes 'Deleted user'. Someone else with the same name in the same
 * people's notifications is renamed too, which errs on the side of the deleted person.
 */
export const anonymiseNotificationsAbout = async (tx: Tx, user: UserRow) => {
  const name = nameToErase(user);
  if (!name) return;
  await tx
    .update(notifications)
    .set({
      title: withoutName(notifications.title, name),
      message: withoutName(notifications.message, name),
    })
    .where(
      and(
        sql`${notifications.userId} in (${counterpartsOf(user.id)})`,
        or(names(notifications.title, name), names(notifications.message, name)),
      ),
    );
};

/**
 * Collaboration cards are sentences the server wrote into the user's threads, naming whoever took
 * the step ("Ada Byron accepted …"): there the user's name becomes 'Deleted user', as in the
 * notifications. Text people typed is theirs and is left as written.
 */
export const anonymiseCardsAbout = async (tx: Tx, user: UserRow) => {
  const name = nameToErase(user);
  if (!name) return;
  await tx
    .update(messages)
    .set({ content: withoutName(messages.content, name) })
    .where(
      and(
        eq(messages.kind, 'collaboration'),
        or(eq(messages.senderId, user.id), eq(messages.receiverId, user.id)),
        names(messages.content, name),
      ),
    );
};

/**
 * The admin log labels a line about an account with the name or email it had then
 * (admin/audit.ts): those about the user are labelled 'Deleted user', and keep what was done, by
 * whom, when and the admin's stated reason. Every admin action on an account locks it first
 * (admin/access.ts lockAccount), so none labels a line after this. Lines about the user's
 * listings, proposals and documents are labelled with titles, which stay as the listings do.
 */
export const anonymiseAuditLabelsAbout = (tx: Tx, userId: string) =>
  tx
    .update(adminAuditEvents)
    .set({ targetLabel: DELETED_USER_NAME })
    .where(and(eq(adminAuditEvents.targetType, 'user'), eq(adminAuditEvents.targetId, userId)));
