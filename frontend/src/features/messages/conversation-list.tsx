import type { ConversationPartner, ConversationSummary } from '@labbridge/shared-types';
import { MessageSquare } from 'lucide-react';
import { cn } from '../../lib/cn';
import { fullName, timeAgo } from '../../lib/format';
import { Badge, CountBadge } from '../../ui/badge';
import { ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { PartnerAvatar } from './partner-avatar';
import { conversationPreview } from './preview';
import { usePartnerOnline } from './use-chat';

interface ConversationListProps {
  conversations: ConversationSummary[];
  /** A deep-linked partner with no messages yet, shown first so the new conversation is there. */
  newPartner: ConversationPartner | null;
  selectedId: string | null;
  me: string;
  onSelect: (userId: string) => void;
}

function Row({
  partner,
  summary,
  selected,
  me,
  onSelect,
}: {
  partner: ConversationPartner;
  summary: ConversationSummary | null;
  selected: boolean;
  me: string;
  onSelect: (userId: string) => void;
}) {
  const online = usePartnerOnline(partner.id);
  const last = summary?.lastMessage ?? null;
  const unread = summary?.unreadCount ?? 0;
  const isNew = last !== null && last.receiverId === me && !last.isRead;
  const preview = conversationPreview(last, me);
  return (
    <li>
      <button
        type="button"
        onClick={() => onSelect(partner.id)}
        aria-current={selected ? 'true' : undefined}
        className={cn(
          'flex w-full items-start gap-3 px-4 py-3 text-left transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
          selected ? 'bg-brand-50' : 'hover:bg-slate-50',
        )}
      >
        <PartnerAvatar partner={partner} />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-center gap-2">
            <span
              className={cn(
                'truncate text-sm text-slate-900',
                unread > 0 ? 'font-semibold' : 'font-medium',
              )}
            >
              {fullName(partner)}
            </span>
            {online && <span className="sr-only">(online)</span>}
            {last && (
              <span className="ml-auto shrink-0 text-xs text-slate-600">
                {timeAgo(last.createdAt)}
              </span>
            )}
          </span>
          {partner.organization && (
            <span className="truncate text-xs text-slate-600">{partner.organization}</span>
          )}
          <span className="flex items-center gap-2">
            <span
              className={cn('truncate text-sm', unread > 0 ? 'text-slate-900' : 'text-slate-600')}
            >
              {preview}
            </span>
            <span className="ml-auto flex shrink-0 items-center gap-1">
              {isNew && <Badge tone="brand">New</Badge>}
              <CountBadge count={unread} label="unread" />
            </span>
          </span>
        </span>
      </button>
    </li>
  );
}

/** The conversations, latest first; each row is a button that opens its thread. */
export function ConversationList({
  conversations,
  newPartner,
  selectedId,
  me,
  onSelect,
}: ConversationListProps) {
  if (conversations.length === 0 && !newPartner) {
    return (
      <EmptyState
        icon={MessageSquare}
        title="No conversations yet"
        description="Find a research project and chat with the team behind it."
        action={
          <ButtonLink to="/projects" size="sm">
            Browse projects
          </ButtonLink>
        }
        className="m-4 border-none"
      />
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {newPartner && (
        <Row
          partner={newPartner}
          summary={null}
          selected={selectedId === newPartner.id}
          me={me}
          onSelect={onSelect}
        />
      )}
      {conversations.map((c) => (
        <Row
          key={c.user.id}
          partner={c.user}
          summary={c}
          selected={selectedId === c.user.id}
          me={me}
          onSelect={onSelect}
        />
      ))}
    </ul>
  );
}

export function ConversationListSkeleton() {
  return (
    <div className="flex flex-col gap-4 p-4" aria-busy="true">
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="h-10 w-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}
