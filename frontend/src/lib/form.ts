import type { FieldErrors } from '@labbridge/shared-types';
import { isApiError } from './api';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The part of a Zod schema this module needs (shared-types owns the Zod dependency). */
export interface SafeParser<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

/** Validation issues as one message list per field path, the same shape the server sends. */
export function issuesToFieldErrors(issues: readonly Issue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

/** The server's per-field messages of a failed call, or none. */
export const serverFieldErrors = (err: unknown): FieldErrors =>
  isApiError(err) ? err.fieldErrors : {};

/** Validates with a shared schema: `{ data }` on success, `{ errors }` otherwise. */
export function validate<T>(
  schema: SafeParser<T>,
  value: unknown,
): { data: T; errors?: undefined } | { data?: undefined; errors: FieldErrors } {
  const result = schema.safeParse(value);
  return result.success
    ? { data: result.data }
    : { errors: issuesToFieldErrors(result.error.issues) };
}
