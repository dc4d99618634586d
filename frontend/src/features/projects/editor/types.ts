import type { FieldErrors } from '@labbridge/shared-types';
import { type Draft, errorsAt } from './draft';

/** What every editor tab receives: the draft, a setter per field and the current errors. */
export interface TabProps {
  draft: Draft;
  set: <K extends keyof Draft>(key: K, value: Draft[K] | ((old: Draft[K]) => Draft[K])) => void;
  errors: FieldErrors;
}

type StringKey = { [K in keyof Draft]: Draft[K] extends string ? K : never }[keyof Draft];

/**
 * One of the draft's string fields (typed text or a choice), bound for a TextField,
 * TextAreaField or SelectField: value, setter, errors.
 */
export const bindText = <K extends StringKey>({ draft, set, errors }: TabProps, key: K) => ({
  value: draft[key],
  onValueChange: (value: Draft[K]) => set(key, value),
  error: errorsAt(errors, key),
});
