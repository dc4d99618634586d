import type { z } from 'zod';
import { type ErrorDetails, validationError } from './errors';

/** The value at a Zod issue path inside the raw input, to tell "missing" from "wrong". */
const valueAt = (input: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object'
        ? (node as Record<PropertyKey, unknown>)[key]
        : undefined,
    input,
  );

/** Zod issues as one message list per field path ('_' for the body itself). */
export const fieldErrors = (error: z.ZodError, input: unknown): ErrorDetails => {
  const details: ErrorDetails = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    const missing = issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined;
    details[key] = [...(details[key] ?? []), missing ? 'Required' : issue.message];
  }
  return details;
};

const NUL_MESSAGE = 'Must not contain the NUL character (U+0000)';

/** The path of the first string or key holding U+0000, which PostgreSQL text cannot store. */
const nulPath = (value: unknown, path: PropertyKey[] = []): PropertyKey[] | null => {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = nulPath(item, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return null;
};

/**
 * The parsed value, or a VALIDATION_ERROR naming every bad field: for HTTP and sockets alike.
 * A NUL character anywhere in the input is refused first, so no text the database would reject
 * gets that far.
 */
export const parseOrThrow = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const nul = nulPath(value);
  if (nul) {
    const field = nul.map(String).join('.') || '_';
    throw validationError(`Invalid input: ${field}`, { [field]: [NUL_MESSAGE] });
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const details = fieldErrors(result.error, value);
    const fields = Object.keys(details).filter((k) => k !== '_');
    const message = fields.length
      ? `Invalid input: ${fields.join(', ')}`
      : (details._?.[0] ?? 'Invalid input');
    throw validationError(message, details);
  }
  return result.data;
};
