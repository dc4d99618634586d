import { Loader2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CollaborationStepCard } from '../collaborations/step-card';
import { type ChatMessage, lastReadByPartner } from './chat-model';
import { MessageBubble } from './message-bubble';

/** How close to the top (px) scrolling has to come before the older page is fetched. */
const LOAD_OLDER_AT_PX = 80;
/** Within this distance of the bottom a new message scrolls into view; further up, it waits. */
const STICK_TO_BOTTOM_PX = 120;

interface MessageListProps {
  messages: ChatMessage[];
  me: string;
  partnerName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientMessageId: string) => void;
}

/**
 * The thread, oldest at the top. Scrolling up fetches older pages with the reading position
 * kept in place; a new message scrolls into view when the reader is at the bottom (or sent it),
 * and received ones are announced to screen readers.
 */
export function MessageList({
  messages,
  me,
  partnerName,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
}: MessageListProps) {
  const scroller = useRef<HTMLElement>(null);
  const seen = useRef({
    first: undefined as string | undefined,
    last: undefined as string | undefined,
    height: 0,
    atBottom: true,
    filled: false,
  });
  const [announcement, setAnnouncement] = useState('');

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const prev = seen.current;
    const first = messages[0]?.renderKey;
    const newest = messages.at(-1);
    const last = newest?.renderKey;
    if (!prev.filled) {
      el.scrollTop = el.scrollHeight;
    } else if (first !== prev.first && last === prev.last) {
      // An older page went in above: keep the same messages under the reader's eyes.
      el.scrollTop += el.scrollHeight - prev.height;
    } else if (last !== prev.last && newest) {
      const mine = newest.senderId === me;
      if (prev.atBottom || mine) el.scrollTop = el.scrollHeight;
      if (!mine) setAnnouncement(`New message from ${partnerName}: ${newest.content}`);
    }
    seen.current = {
      first,
      last,
      height: el.scrollHeight,
      atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < STICK_TO_BOTTOM_PX,
      filled: true,
    };
    // A first page too short to scroll could never ask for the one before it.
    if (hasOlder && !loadingOlder && el.scrollHeight <= el.clientHeight) onLoadOlder();
  }, [messages, me, partnerName, hasOlder, loadingOlder, onLoadOlder]);

  // When the box shrinks (the suggestions panel opens, the composer grows, the keyboard opens on
  // a phone), a reader at the bottom stays there: the newest message never slides out of view.
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (seen.current.atBottom) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    seen.current.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_TO_BOTTOM_PX;
    if (el.scrollTop < LOAD_OLDER_AT_PX && hasOlder && !loadingOlder) onLoadOlder();
  };

  const readReceipt = lastReadByPartner(messages, me);

  return (
    <section
      ref={scroller}
      onScroll={onScroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled from the keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
      tabIndex={0}
      aria-label={`Message history with ${partnerName}`}
      className="min-h-0 flex-1 overflow-y-auto px-4 py-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
    >
      {/* Always the same height, so the position kept after an older page is exact. */}
      <div className="flex h-8 items-center justify-center text-xs text-slate-600">
        {loadingOlder ? (
          <span role="status" className="inline-flex items-center gap-2">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            Loading older messages…
          </span>
        ) : (
          !hasOlder && messages.length > 0 && 'Beginning of the conversation'
        )}
      </div>
      {messages.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-600">
          No messages yet. Say hello to {partnerName}!
        </p>
      ) : (
        <ol aria-label={`Messages with ${partnerName}`} className="flex flex-col gap-3 pb-2">
          {messages.map((m) =>
            m.card ? (
              <CollaborationStepCard
                key={m.renderKey}
                card={m.card}
                content={m.content}
                createdAt={m.createdAt}
              />
            ) : (
              <MessageBubble
                key={m.renderKey}
                message={m}
                mine={m.senderId === me}
                showRead={m === readReceipt}
                onRetry={() => m.clientMessageId && onRetry(m.clientMessageId)}
              />
            ),
          )}
        </ol>
      )}
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </section>
  );
}
