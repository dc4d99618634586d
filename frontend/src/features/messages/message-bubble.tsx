import { AlertCircle, Check, Clock, RotateCw } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Badge } from '../../ui/badge';
import type { ChatMessage } from './chat-model';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Today's messages show the time only, older ones the date too. */
export function messageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === now.toDateString()
    ? timeFormat.format(date)
    : dateTimeFormat.format(date);
}

interface MessageBubbleProps {
  message: ChatMessage;
  mine: boolean;
  /** My newest message the partner has read: it carries the 'Read' receipt. */
  showRead: boolean;
  onRetry: () => void;
}

export function MessageBubble({ message, mine, showRead, onRetry }: MessageBubbleProps) {
  const failed = message.delivery === 'failed';
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 text-sm whitespace-pre-wrap break-words sm:max-w-[70%]',
          mine
            ? 'rounded-br-sm bg-brand-700 text-white'
            : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900',
          message.delivery === 'pending' && 'opacity-70',
          failed && 'bg-red-50 text-red-900 ring-1 ring-red-300',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : ''}</span>
        {message.content}
      </div>
      <div className="flex items-center gap-2 px-1 text-xs text-slate-600">
        {message.isNew && !mine && <Badge tone="brand">New</Badge>}
        {message.delivery === 'pending' && (
          <span className="inline-flex items-center gap-1">
            <Clock className="h-3 w-3" aria-hidden="true" />
            Sending…
          </span>
        )}
        {failed && (
          <>
            <span className="inline-flex items-center gap-1 text-red-800">
              <AlertCircle className="h-3 w-3" aria-hidden="true" />
              Not sent{message.error ? `: ${message.error}` : ''}
            </span>
            <button
              type="button"
              onClick={onRetry}
              className="inline-flex items-center gap-1 rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <RotateCw className="h-3 w-3" aria-hidden="true" />
              Retry
            </button>
          </>
        )}
        {message.delivery === 'sent' && (
          <time
            dateTime={message.createdAt}
            title={dateTimeFormat.format(new Date(message.createdAt))}
          >
            {messageTime(message.createdAt)}
          </time>
        )}
        {showRead && (
          <span className="inline-flex items-center gap-0.5 text-brand-700">
            <Check className="h-3 w-3" aria-hidden="true" />
            Read
          </span>
        )}
      </div>
    </li>
  );
}
