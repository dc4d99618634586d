import type { ProjectData } from '@labbridge/shared-types';
import type { AiProvider, ReplyContext, ScoringContext } from '../provider';
import { suggestRepliesLocally } from './replies';
import { scoreProjectLocally } from './scoring';

/** Deterministic, explainable, offline: the default provider. */
export class LocalAiProvider implements AiProvider {
  readonly name = 'local' as const;

  async scoreProject(project: ProjectData, context: ScoringContext) {
    return scoreProjectLocally(project, context);
  }

  async suggestReplies(context: ReplyContext) {
    return suggestRepliesLocally(context);
  }
}
