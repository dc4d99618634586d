/** How projects look wherever they are listed: category and stage badge colours (§9). */
import {
  PROJECT_CATEGORY_LABELS,
  PROJECT_STAGE_LABELS,
  type ProjectCategory,
  type ProjectStage,
  type ScoreBand,
  scoreBand,
} from '@labbridge/shared-types';
import type { BadgeTone } from '../ui/badge';

/** One colour per category. */
export const CATEGORY_TONES: Record<ProjectCategory, BadgeTone> = {
  biotechnology: 'green',
  'ai-ml': 'purple',
  materials: 'orange',
  energy: 'yellow',
  healthcare: 'pink',
  robotics: 'blue',
  quantum: 'brand',
  other: 'gray',
};

/** Concept gray, prototype blue, testing yellow, ready green ('Market Ready'). */
export const STAGE_TONES: Record<ProjectStage, BadgeTone> = {
  concept: 'gray',
  prototype: 'blue',
  testing: 'yellow',
  ready: 'green',
};

const BAND_TONES: Record<ScoreBand, BadgeTone> = {
  green: 'green',
  blue: 'blue',
  yellow: 'yellow',
  red: 'red',
};

export const categoryLabel = (category: ProjectCategory) =>
  PROJECT_CATEGORY_LABELS[category] ?? category;
export const stageLabel = (stage: ProjectStage) => PROJECT_STAGE_LABELS[stage] ?? stage;
export const scoreTone = (score: number): BadgeTone => BAND_TONES[scoreBand(score)];
