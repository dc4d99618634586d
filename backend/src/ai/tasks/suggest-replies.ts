import { z } from 'zod';
import { suggestRepliesLocally } from '../local/replies';
import { PROMPTS } from '../prompts';
import type { AiTask } from '../provider';

export interface ReplyContext {
  /** The message being answered. */
  text: string;
  /** Earlier messages of the same conversation, oldest first, when known. */
  history?: { fromMe: boolean; content: string }[];
  projectTitle?: string;
}

const HISTORY_MESSAGES = 10;

export const suggestionsSchema = z.object({
  suggestions: z.array(z.string().trim().min(1).max(300)).min(3),
});

/** Three short replies to a message, in the context of its own conversation only. */
export const suggestRepliesTask: AiTask<ReplyContext, { suggestions: string[] }> = {
  name: 'suggest_replies',
  schema: suggestionsSchema,
  maxTokens: 300,
  local: (context) => ({ suggestions: suggestRepliesLocally(context) }),
  prompt: (context) => ({
    system: PROMPTS.suggestReplies,
    data: {
      project: context.projectTitle ?? null,
      conversation: (context.history ?? [])
        .slice(-HISTORY_MESSAGES)
        .map((m) => ({ from: m.fromMe ? 'me' : 'them', text: m.content.slice(0, 2000) })),
      messageToReplyTo: context.text,
    },
  }),
  fromModel: (answer) => ({ suggestions: answer.suggestions.slice(0, 3) }),
};
