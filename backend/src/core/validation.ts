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
const SURROGATE_MESSAGE = 'Must not contain an unpaired surrogate (malformed UTF-16)';

/**
 * Text the database cannot store as sent: NUL, which PostgreSQL text refuses, and an unpaired
 * surrogate, which a jsonb value refuses (and a text column silently turns into U+FFFD).
 * With the u flag a well-formed pair reads as one astral code point, so only a lone half is Cs.
 */
const unstorable = (text: string) =>
  text.includes('\u0000') ? NUL_MESSAGE : /\p{Cs}/u.test(text) ? SURROGATE_MESSAGE : null;

/** Deeper than any request of the API nests; refused before anything walks the input. */
export const MAX_INPUT_DEPTH = 64;

/**
 * The path of the first string or key holding text the database cannot store (see unstorable)
 * and why, or 'too deep' past MAX_INPUT_DEPTH. A loop, not recursion: a body of 10,000 nested
 * arrays (JSON.parse takes it) must be a 400, not a stack overflow.
 */
const inspectInput = (
  value: unknown,
): { path: PropertyKey[]; message: string } | 'too deep' | null => {
  const stack: [unknown, PropertyKey[]][] = [[value, []]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      const message = unstorable(node);
      if (message) return { path, message };
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) return 'too deep';
    const entries = Object.entries(node);
    for (const [key] of entries) {
      const message = unstorable(key);
      if (message) return { path: [...path, key], message };
    }
    // Pushed last to first, so the first such text in document order is the one reported.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      stack.push([item, [...path, Array.isArray(node) ? Number(key) : key]]);
    }
  }
  return null;
};

/**
 * The parsed value, or a VALIDATION_ERROR naming every bad field: for HTTP and sockets alike.
 * Unstorable text anywhere in the input, or nesting past MAX_INPUT_DEPTH, is refused first, so
 * no text the database would reject, and no input that would exhaust the stack, gets that far.
 */
export const parseOrThrow = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const unfit = inspectInput(value);
  if (unfit === 'too deep') {
    throw validationError('Invalid input: nested too deeply', {
      _: [`Must not nest deeper than ${MAX_INPUT_DEPTH} levels`],
    });
  }
  if (unfit) {
    const field = unfit.path.map(String).join('.') || '_';
    throw validationError(`Invalid input: ${field}`, { [field]: [unfit.message] });
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
