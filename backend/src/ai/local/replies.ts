import type { ReplyContext } from '../provider';

/** Interim replies; the messages module replaces them with context-aware ones. */
export const suggestRepliesLocally = (context: ReplyContext): string[] => [
  'Thanks for your message!',
  `Could you tell me more about "${context.text.slice(0, 40)}"?`,
  'Shall we schedule a call?',
];
