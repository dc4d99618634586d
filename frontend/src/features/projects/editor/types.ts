import type { FieldErrors } from '@labbridge/shared-types';
import { type Draft, errorsAt } from './draft';

/** What every editor tab receives: the draft, a setter per field and the current errors. */
export interface TabProps {
  draft: Draft;
  set: <K extends keyof Draft>(key: K, value: Draft[K] | ((old: Draft[K]) => Draft[K])) => void;
  errors: FieldErrors;
}

type TextKey = { [K in keyof Draft]: string extends Draft[K] ? K : never }[keyof Draft];

/** One of the draft's text fields, bound for a TextField or TextAreaField: value, setter, errors. */
export const bindText = ({ draft, set, errors }: TabProps, key: TextKey) => ({
  value: draft[key],
  onValueChange: (value: string) => set(key, value),
  error: errorsAt(errors, key),
});
