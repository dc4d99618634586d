/**
 * The comment threads beside the document: the composer for a new one on the selected text,
 * the open threads (each with its quote, replies, a reply box and Resolve), and the resolved
 * ones folded away. Both parties see changes live (the queries refetch on the server's event).
 */

import { COMMENT_MAX_LENGTH, type Party } from '@labbridge/shared-types';
import { CheckCircle2, MessageSquare, RotateCcw } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { errorText } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { timeAgo } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { Textarea } from '../../../ui/textarea';
import { toast } from '../../../ui/toast';
import type { CommentTarget } from '../editor/comment-anchors';
import { type CommentThread, useCommentActions, type useCommentThreads } from './queries';

const nameOf = (author: Party | null) =>
  author ? [author.firstName, author.lastName].filter(Boolean).join(' ') || 'Someone' : 'Someone';

function Composer({
  label,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [body, setBody] = useState('');
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim() || pending) return;
    setPending(true);
    try {
      await onSubmit(body.trim());
      setBody('');
    } catch (err) {
      toast({
        title: 'Comment not saved',
        description: errorText(err, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        rows={2}
        value={body}
        placeholder={label}
        autoFocus={autoFocus}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit(e);
          if (e.key === 'Escape' && onCancel) {
            e.stopPropagation();
            onCancel();
          }
        }}
        maxLength={COMMENT_MAX_LENGTH}
      />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" disabled={!body.trim() || pending}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function Thread({
  thread,
  active,
  canComment,
  onSelect,
  actions,
}: {
  thread: CommentThread;
  active: boolean;
  canComment: boolean;
  onSelect: () => void;
  actions: ReturnType<typeof useCommentActions>;
}) {
  const [opener, ...replies] = thread.comments;
  return (
    <li
      className={cn(
        'rounded-lg border bg-white p-3 text-sm',
        active ? 'border-amber-400 ring-1 ring-amber-300' : 'border-slate-200',
      )}
      data-testid="comment-thread"
      aria-label={`Comment by ${nameOf(opener?.author ?? null)}`}
    >
      <button
        type="button"
        onClick={onSelect}
        className="mb-2 block w-full rounded text-left text-xs text-slate-600 italic hover:bg-slate-50"
        title="Show in the document"
      >
        “{thread.quote}”
      </button>
      <p className="font-medium text-slate-900">
        {nameOf(opener?.author ?? null)}{' '}
        <span className="font-normal text-slate-500">{timeAgo(thread.createdAt)}</span>
      </p>
      <p className="whitespace-pre-wrap break-words text-slate-800">{opener?.body}</p>
      {replies.length > 0 && (
        <ul
          className="mt-2 flex flex-col gap-2 border-l-2 border-slate-200 pl-3"
          aria-label="Replies"
        >
          {replies.map((reply) => (
            <li key={reply.id}>
              <p className="font-medium text-slate-900">
                {nameOf(reply.author)}{' '}
                <span className="font-normal text-slate-500">{timeAgo(reply.createdAt)}</span>
              </p>
              <p className="whitespace-pre-wrap break-words text-slate-800">{reply.body}</p>
            </li>
          ))}
        </ul>
      )}
      {thread.resolved ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-1 text-xs text-emerald-800">
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
            Resolved{thread.resolvedBy ? ` by ${nameOf(thread.resolvedBy)}` : ''}
          </p>
          {canComment && (
            <Button
              variant="ghost"
              size="sm"
              disabled={actions.resolve.isPending}
              onClick={() => actions.resolve.mutate({ threadId: thread.id, resolved: false })}
            >
              Reopen
            </Button>
          )}
        </div>
      ) : (
        canComment && (
          <div className="mt-2 flex flex-col gap-2">
            <Composer
              label="Reply"
              submitLabel="Reply"
              onSubmit={(body) => actions.reply.mutateAsync({ threadId: thread.id, body })}
            />
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              disabled={actions.resolve.isPending}
              onClick={() => actions.resolve.mutate({ threadId: thread.id, resolved: true })}
              icon={CheckCircle2}
            >
              Resolve
            </Button>
          </div>
        )
      )}
    </li>
  );
}

export interface CommentsPanelProps {
  documentId: number;
  threads: ReturnType<typeof useCommentThreads>;
  /** A selection the user chose to comment on, until the comment is posted or dropped. */
  draft: CommentTarget | null;
  onDraftDone: () => void;
  activeThreadId: number | null;
  onSelectThread: (id: number) => void;
  canComment: boolean;
}

export function CommentsPanel({
  documentId,
  threads,
  draft,
  onDraftDone,
  activeThreadId,
  onSelectThread,
  canComment,
}: CommentsPanelProps) {
  const actions = useCommentActions(documentId);
  const [showResolved, setShowResolved] = useState(false);
  const all = threads.data?.threads ?? [];
  const open = all.filter((t) => !t.resolved);
  const resolved = all.filter((t) => t.resolved);

  return (
    <section aria-labelledby="comments-heading" className="flex min-h-0 flex-col gap-3">
      <h3 id="comments-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <MessageSquare className="h-4 w-4" aria-hidden="true" />
        Comments
        <span className="text-sm font-normal text-slate-600">({open.length} open)</span>
      </h3>
      {draft && (
        <div className="rounded-lg border border-brand-300 bg-brand-50 p-3 text-sm">
          <p className="mb-2 text-xs text-slate-700 italic">“{draft.quote}”</p>
          <Composer
            label="Add a comment"
            submitLabel="Comment"
            autoFocus
            onCancel={onDraftDone}
            onSubmit={async (body) => {
              const thread = await actions.create.mutateAsync({ ...draft, body });
              onDraftDone();
              onSelectThread(thread.id);
            }}
          />
        </div>
      )}
      {threads.isError ? (
        <p className="text-sm text-red-700">
          The comments could not be loaded. {errorText(threads.error, '')}
        </p>
      ) : open.length === 0 && !draft ? (
        <p className="text-sm text-slate-600">
          {canComment
            ? 'No open comments. Select text in the document, then choose Comment.'
            : 'No open comments.'}
        </p>
      ) : null}
      <ul className="flex max-h-[55vh] flex-col gap-2 overflow-y-auto" aria-label="Open comments">
        {open.map((thread) => (
          <Thread
            key={thread.id}
            thread={thread}
            active={thread.id === activeThreadId}
            canComment={canComment}
            onSelect={() => onSelectThread(thread.id)}
            actions={actions}
          />
        ))}
      </ul>
      {resolved.length > 0 && (
        <div className="flex flex-col gap-2">
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            aria-expanded={showResolved}
            onClick={() => setShowResolved((s) => !s)}
            icon={RotateCcw}
          >
            {showResolved ? 'Hide' : 'Show'} resolved ({resolved.length})
          </Button>
          {showResolved && (
            <ul className="flex flex-col gap-2" aria-label="Resolved comments">
              {resolved.map((thread) => (
                <Thread
                  key={thread.id}
                  thread={thread}
                  active={false}
                  canComment={canComment}
                  onSelect={() => onSelectThread(thread.id)}
                  actions={actions}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
