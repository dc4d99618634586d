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

/** A cursor into a list (an id or a sequence number) in a query or body: a non-negative int4. */
export const pageCursor = z.coerce.number().int().min(0).max(2_147_483_647);

/** A user id in a path or payload; any uuid the database could hold. */
export const userIdSchema = z.guid('Must be a valid user id').transform((v) => v.toLowerCase());
