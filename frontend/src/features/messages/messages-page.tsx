import { MessagesSquare } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { usePageTitle } from '../../lib/use-page-title';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { useToastPlacement } from '../../ui/toast';
import { useChatStore } from './chat-store';
import { ConversationList, ConversationListSkeleton } from './conversation-list';
import { useConversationList } from './queries';
import { Thread } from './thread';
import { useSyncContext } from './use-chat';

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /messages: the conversation list beside the open thread (from 768 px), or one of the two
 * with a back button on small screens. ?user=<id> opens (or starts) a conversation and
 * &project=<id> makes its first message about that project.
 */
export default function MessagesPage() {
  usePageTitle('Messages');
  // The composer and its Send button sit at the bottom right, where toasts appear elsewhere.
  useToastPlacement('top-right');
  const { me } = useSyncContext();
  const [params, setParams] = useSearchParams();
  const partnerId = params.get('user')?.toLowerCase() || null;
  const projectId = partnerId ? positiveInt(params.get('project')) : null;
  const [suggestionsOn, setSuggestionsOn] = useState(false);
  const list = useConversationList();
  const opened = useChatStore((s) => (partnerId ? s.conversations[partnerId] : undefined));

  const conversations = list.data?.conversations ?? [];
  const listed = conversations.some((c) => c.user.id === partnerId);
  const newPartner = !listed && opened?.partner ? opened.partner : null;

  const select = useCallback((userId: string) => setParams({ user: userId }), [setParams]);
  const back = useCallback(() => setParams({}), [setParams]);
  const dropProject = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('project');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <div className="mx-auto flex h-[calc(100dvh-7rem)] min-h-[28rem] max-w-6xl flex-col gap-4">
      <h1
        className={cn(
          'text-2xl font-semibold text-slate-900',
          partnerId && 'sr-only md:not-sr-only',
        )}
      >
        Messages
      </h1>
      <div className="flex min-h-0 flex-1 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <nav
          aria-label="Conversations"
          className={cn(
            'min-h-0 w-full shrink-0 overflow-y-auto border-slate-200 md:block md:w-80 md:border-r',
            partnerId ? 'hidden' : 'block',
          )}
        >
          {list.isPending ? (
            <ConversationListSkeleton />
          ) : list.isError ? (
            <div className="flex flex-col items-center gap-3 p-6 text-center text-sm text-slate-700">
              <p>Conversations could not be loaded.</p>
              <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <ConversationList
              conversations={conversations}
              newPartner={newPartner}
              selectedId={partnerId}
              me={me}
              onSelect={select}
            />
          )}
        </nav>
        <div className={cn('min-w-0 flex-1 flex-col', partnerId ? 'flex' : 'hidden md:flex')}>
          {partnerId ? (
            <Thread
              key={partnerId}
              partnerId={partnerId}
              projectId={projectId}
              onProjectUsed={dropProject}
              onBack={back}
              suggestionsOn={suggestionsOn}
              onSuggestionsToggle={setSuggestionsOn}
            />
          ) : (
            <EmptyState
              icon={MessagesSquare}
              title="Select a conversation"
              description="Choose a conversation from the list to read and reply."
              className="m-6 flex-1 border-none"
            />
          )}
        </div>
      </div>
    </div>
  );
}
