/**
 * `raw` when it is one of `values`, else undefined: what a URL parameter names, read so that a
 * stale or hand-edited address falls back to the caller's default instead of an unknown value.
 */
export const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
