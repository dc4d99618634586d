import { DELETED_USER_NAME } from '@labbridge/shared-types';
import { and, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { collaborations, conversations, legalDocuments, notifications } from '../../db/schema';
import type { UserRow } from '../users/present';

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
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  if (name === '' || name === DELETED_USER_NAME) return;
  await tx
    .update(notifications)
    .set({
      title: sql`replace(${notifications.title}, ${name}, ${DELETED_USER_NAME})`,
      message: sql`replace(${notifications.message}, ${name}, ${DELETED_USER_NAME})`,
    })
    .where(
      and(
        sql`${notifications.userId} in (${counterpartsOf(user.id)})`,
        or(
          sql`strpos(${notifications.title}, ${name}) > 0`,
          sql`strpos(${notifications.message}, ${name}) > 0`,
        ),
      ),
    );
};
