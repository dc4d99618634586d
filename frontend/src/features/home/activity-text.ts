/** How a Recent Activity entry reads and where it leads. */
import type { ActivityItem } from '@labbridge/shared-types';
import { fullName } from '../../lib/format';

const COLLABORATION_VERBS: Record<string, string> = {
  proposed: 'proposed a collaboration on',
  accepted: 'accepted the collaboration on',
  declined: 'declined the collaboration on',
  withdrawn: 'withdrew the collaboration on',
  completed: 'completed the collaboration on',
  ended: 'ended the collaboration on',
};

/** A document step as a sentence: the title does not always come last. */
const DOCUMENT_STEPS: Record<string, (who: string, title: string) => string> = {
  created: (who, title) => `${who} generated ${title}`,
  finalized: (who, title) => `${who} sent ${title} for signatures`,
  signed: (who, title) => `${who} signed ${title}`,
  executed: (_who, title) => `${title} was fully executed`,
  cancelled: (who, title) => `${who} cancelled ${title}`,
};
const DOCUMENT_UPDATED = (who: string, title: string) => `${who} updated ${title}`;

export function describeActivity(item: ActivityItem): { text: string; href: string } {
  const who = item.mine ? 'You' : item.actor ? fullName(item.actor) : 'Someone';
  const title = `“${item.subjectTitle ?? 'Untitled'}”`;
  switch (item.kind) {
    case 'message': {
      const partner = item.actor ? fullName(item.actor) : 'a deleted account';
      return {
        text: item.mine ? `You wrote to ${partner}` : `${partner} wrote to you`,
        href: item.actor ? `/messages?user=${item.actor.id}` : '/messages',
      };
    }
    case 'collaboration':
      return {
        text: `${who} ${COLLABORATION_VERBS[item.step ?? ''] ?? 'updated the collaboration on'} ${title}`,
        href: `/collaborations/${item.subjectId}`,
      };
    case 'view':
      return { text: `Your listing ${title} was viewed`, href: `/projects/${item.subjectId}` };
    case 'document':
      return {
        text: (DOCUMENT_STEPS[item.step ?? ''] ?? DOCUMENT_UPDATED)(who, title),
        href: `/documents?document=${item.subjectId}`,
      };
  }
}
