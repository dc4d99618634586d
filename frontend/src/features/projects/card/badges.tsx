import type { ProjectCategory, ProjectStage } from '@labbridge/shared-types';
import {
  CATEGORY_TONES,
  categoryLabel,
  STAGE_TONES,
  stageLabel,
} from '../../../lib/project-display';
import { Badge } from '../../../ui/badge';

/** A listing's category as every card and page shows it: its label in its own colour. */
export const CategoryBadge = ({ category }: { category: ProjectCategory }) => (
  <Badge tone={CATEGORY_TONES[category]}>{categoryLabel(category)}</Badge>
);

/** A listing's stage as every card and page shows it. */
export const StageBadge = ({ stage }: { stage: ProjectStage }) => (
  <Badge tone={STAGE_TONES[stage]}>{stageLabel(stage)}</Badge>
);
