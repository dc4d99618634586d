import { projectPath } from '@labbridge/shared-types';
import { AlertCircle, ArrowLeft, FlaskConical } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { fullName } from '../../lib/format';
import { Button } from '../../ui/button';
import { Skeleton, SkeletonStack } from '../../ui/skeleton';
import { lastReceivedText } from './chat-model';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { PartnerAvatar } from './partner-avatar';
import { useLinkedProject } from './queries';
import { ReplySuggestions } from './reply-suggestions';
import { loadOlder, loadThread, retryMessage, sendMessage } from './sync';
import {
  useConversation,
  usePartnerOnline,
  usePartnerTyping,
  useSyncContext,
  useTypingSignal,
} from './use-chat';

interface ThreadProps {
  partnerId: string;
  /** From a deep link (?project=): the first message sent here is about this project. */
  projectId: number | null;
  onProjectUsed: () => void;
  onBack: () => void;
  suggestionsOn: boolean;
  onSuggestionsToggle: (on: boolean) => void;
}

/** Message bubbles, theirs on the left and mine on the right, while the thread loads. */
const THREAD_PLACEHOLDERS = [
  'h-10 w-2/3 rounded-2xl',
  'ml-auto h-10 w-1/2 rounded-2xl',
  'h-16 w-3/4 rounded-2xl',
  'ml-auto h-10 w-2/5 rounded-2xl',
];

/** One conversation: header with presence, the messages, typing, suggestions and composer. */
export function Thread({
  partnerId,
  projectId,
  onProjectUsed,
  onBack,
  suggestionsOn,
  onSuggestionsToggle,
}: ThreadProps) {
  const ctx = useSyncContext();
  const { conversation, messages, me } = useConversation(partnerId);
  const online = usePartnerOnline(partnerId);
  const typing = usePartnerTyping(partnerId);
  const typingSignal = useTypingSignal(partnerId);
  const project = useLinkedProject(projectId);
  const [draft, setDraft] = useState('');
  const composer = useRef<HTMLTextAreaElement>(null);

  const partner = conversation?.partner ?? null;
  const name = partner ? fullName(partner) : 'this user';
  const ready = conversation?.status === 'ready';
  const linkedProject = project.data ?? null;

  const onLoadOlder = useCallback(() => void loadOlder(partnerId, ctx), [partnerId, ctx]);
  const onRetry = useCallback(
    (clientMessageId: string) => void retryMessage(partnerId, clientMessageId, ctx),
    [partnerId, ctx],
  );

  const onChange = (value: string) => {
    setDraft(value);
    if (value.trim()) typingSignal.typed();
    else typingSignal.stop();
  };

  const onSend = (content: string) => {
    typingSignal.stop();
    setDraft('');
    void sendMessage(partnerId, content, linkedProject?.id ?? null, ctx);
    if (linkedProject) onProjectUsed();
  };

  const onPick = (suggestion: string) => {
    onChange(suggestion);
    composer.current?.focus();
  };

  return (
    <section aria-label={`Conversation with ${name}`} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-slate-200 px-3 py-3 sm:px-4">
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          onClick={onBack}
          aria-label="Back to conversations"
        >
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        </Button>
        {partner ? (
          <PartnerAvatar partner={partner} />
        ) : (
          <Skeleton className="h-10 w-10 rounded-full" />
        )}
        {partner ? (
          <div className="flex min-w-0 flex-1 flex-col">
            <h2 className="truncate font-semibold text-slate-900">
              <Link to={`/profile/${partner.id}`} className="hover:underline">
                {name}
              </Link>
            </h2>
            <p className="truncate text-xs text-slate-600">
              {online ? 'Online' : 'Offline'}
              {partner.organization ? ` · ${partner.organization}` : ''}
            </p>
          </div>
        ) : (
          <Skeleton className="h-5 w-40" />
        )}
      </header>
      {linkedProject && (
        <div className="border-b border-slate-100 px-4 py-2">
          <Link
            to={projectPath(linkedProject.id)}
            className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-100"
          >
            <FlaskConical className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">About: {linkedProject.title}</span>
          </Link>
        </div>
      )}
      {conversation?.status === 'error' ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
          <AlertCircle className="h-8 w-8 text-red-700" aria-hidden="true" />
          <p className="text-sm text-slate-700">{conversation.error}</p>
          <Button variant="outline" size="sm" onClick={() => void loadThread(partnerId, ctx, true)}>
            Try again
          </Button>
        </div>
      ) : ready ? (
        <MessageList
          key={partnerId}
          messages={messages}
          me={me}
          partnerName={name}
          hasOlder={conversation.nextBefore !== null}
          loadingOlder={conversation.loadingOlder}
          onLoadOlder={onLoadOlder}
          onRetry={onRetry}
        />
      ) : (
        <SkeletonStack className="flex-1 gap-4 p-4" sizes={THREAD_PLACEHOLDERS} />
      )}
      <p aria-live="polite" className="h-5 px-4 text-xs text-slate-600 italic">
        {typing ? `${name} is typing…` : ''}
      </p>
      <ReplySuggestions
        enabled={suggestionsOn}
        onToggle={onSuggestionsToggle}
        text={lastReceivedText(messages, me)}
        partnerId={partnerId}
        partnerName={name}
        onPick={onPick}
      />
      <Composer
        ref={composer}
        value={draft}
        onChange={onChange}
        onSend={onSend}
        partnerName={name}
        disabled={!ready}
      />
    </section>
  );
}
