import { z } from 'zod';

/** A trimmed, non-empty string of bounded length. */
export const requiredText = (max: number) => z.string().trim().min(1, 'Required').max(max);
/** A trimmed optional string; empty becomes null so the database never stores ''. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** An absolute http(s) URL, or a path served by this app's uploads route. */
export const linkUrl = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (v) => isHttpUrl(v) || /^\/api\/uploads\/[A-Za-z0-9._-]+$/.test(v),
    'Must be a valid URL',
  );

export const optionalLinkUrl = z
  .union([linkUrl, z.literal('')])
  .nullish()
  .transform((v) => (v ? v : null));

export const isoDate = z.string();

/** A `limit` in a query string: a whole number from 1 to `max`, `fallback` when absent. */
export const pageLimit = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

/** Where a page of a list stands: how many items the list holds, the page's number and size. */
export const pagePosition = {
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
};

/** The largest whole number an integer column (and so a serial id) holds: PostgreSQL's int4. */
export const INT4_MAX = 2_147_483_647;

/** A row's id in a body or socket payload: a positive int4, so a larger one is bad input. */
export const rowIdSchema = z.number().int().positive().max(INT4_MAX);

/**
 * A row's id in a path: decimal digits only, so "0x2", "2e0" or " 2" is no other row's id (a
 * plain Number() reads them all as 2).
 */
export const rowIdParamSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'Must be a numeric id')
  .transform(Number)
  .pipe(rowIdSchema);

/** A cursor into a list (an id or a sequence number) in a query or body: a non-negative int4. */
export const pageCursor = z.coerce.number().int().min(0).max(INT4_MAX);

/** A user id in a path or payload; any uuid the database could hold. */
export const userIdSchema = z.guid('Must be a valid user id').transform((v) => v.toLowerCase());
