import type { FieldErrors } from '@labbridge/shared-types';
import type { Draft } from './draft';

/** What every editor tab receives: the draft, a setter per field and the current errors. */
export interface TabProps {
  draft: Draft;
  set: <K extends keyof Draft>(key: K, value: Draft[K] | ((old: Draft[K]) => Draft[K])) => void;
  errors: FieldErrors;
}
