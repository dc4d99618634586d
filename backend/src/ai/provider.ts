import type { ProjectData, ScoreDetails } from '@labbridge/shared-types';

/** What the scorer knows about the platform besides the project itself. */
export interface ScoringContext {
  /** Expertise tags of the platform's industry users, for the demand signal of matchability. */
  industryExpertise: string[];
}

export interface ReplyContext {
  /** The message being answered. */
  text: string;
  /** Earlier messages of the conversation, oldest first, when known. */
  history?: { fromMe: boolean; content: string }[];
  projectTitle?: string;
}

/** One interface for every AI feature; the local provider is deterministic and the default. */
export interface AiProvider {
  readonly name: 'local' | 'openai';
  scoreProject(project: ProjectData, context: ScoringContext): Promise<ScoreDetails>;
  /** Three short, context-aware replies. */
  suggestReplies(context: ReplyContext): Promise<string[]>;
}
