import { LIMITS } from '@labbridge/shared-types';
import { cn } from '../../lib/cn';
import { toast } from '../../ui/toast';

const MAX = LIMITS.messageMaxLength;
/** The counter appears from here on, so it is there before the limit is a surprise. */
const NEAR = Math.floor(MAX * 0.9);
const count = new Intl.NumberFormat('en-US');

/** How long a message is as it will be sent (trimmed), and whether it may be sent. */
export function messageLength(text: string) {
  const length = text.trim().length;
  return { length, near: length >= NEAR, over: length > MAX };
}

/** What a refused send says: never cut the user's text, tell them what to do. */
export const tooLongText = (length: number) =>
  `Your message is ${count.format(length)} characters; the limit is ${count.format(MAX)}. Shorten it by ${count.format(length - MAX)} to send it.`;

/** Refuses a message past the limit with a toast saying by how much; true when it refused. */
export function refuseTooLong(text: string) {
  const { length, over } = messageLength(text);
  if (over) {
    toast({ title: 'Message Too Long', description: tooLongText(length), variant: 'destructive' });
  }
  return over;
}

/**
 * The counter under a message box near the limit (spec: 5,000 characters). Boxes carry no
 * maxLength, which would cut pasted text without a word; past the limit, sending is refused.
 */
export function MessageLength({ text, id }: { text: string; id: string }) {
  const { length, near, over } = messageLength(text);
  if (!near) return null;
  return (
    <p
      id={id}
      aria-live="polite"
      className={cn('text-xs', over ? 'font-medium text-red-700' : 'text-slate-600')}
    >
      {over ? tooLongText(length) : `${count.format(length)} / ${count.format(MAX)} characters`}
    </p>
  );
}
