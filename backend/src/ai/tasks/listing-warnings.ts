import {
  type ListingWarning,
  listingWarningSchema,
  type ProjectData,
} from '@labbridge/shared-types';
import { z } from 'zod';
import { listingWarningsLocally } from '../local/warnings';
import { PROMPTS } from '../prompts';
import type { AiTask } from '../provider';
import { listingForModel } from './evaluate-project';

const warningsSchema = z.object({ warnings: z.array(listingWarningSchema).max(4) });

/** The common reasons industry turns a listing down that apply to this draft. */
export const listingWarningsTask: AiTask<ProjectData, { warnings: ListingWarning[] }> = {
  name: 'listing_warnings',
  schema: warningsSchema,
  maxTokens: 600,
  local: (project) => ({ warnings: listingWarningsLocally(project) }),
  prompt: (project) => ({
    system: PROMPTS.listingWarnings,
    data: { listing: listingForModel(project) },
  }),
  // One warning per kind, whatever the model repeats.
  fromModel: (answer) => ({
    warnings: answer.warnings.filter((w, i, all) => all.findIndex((o) => o.kind === w.kind) === i),
  }),
};
