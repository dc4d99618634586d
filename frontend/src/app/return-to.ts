/**
 * Return-to-where-I-was for every sign-in prompt: the sign-in page, and onboarding after a
 * registration, carry the page the visitor came from in `?next=` and go there when done.
 */

export const NEXT_PARAM = 'next';

/**
 * The path to return to, or null: only a path on this site, so a crafted link cannot send a
 * freshly signed-in user to another origin ('//evil.example', '/\\evil.example').
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Going back to the sign-in or onboarding pages would loop.
  if (/^\/(auth|onboarding)(?:[/?#]|$)/.test(raw)) return null;
  return raw;
}

/** `base` with `?next=` when there is somewhere other than / to come back to. */
function withNext(base: string, returnTo: string | null | undefined, extra?: string): string {
  const params = new URLSearchParams(extra);
  const next = safeReturnPath(returnTo);
  if (next && next !== '/') params.set(NEXT_PARAM, next);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** The sign-in page (or account creation) that comes back to `returnTo`. */
export const signInPath = (returnTo?: string | null, mode?: 'register') =>
  withNext('/auth', returnTo, mode ? `mode=${mode}` : undefined);

/** Onboarding that comes back to `returnTo` once the profile is set up. */
export const onboardingPath = (returnTo?: string | null) => withNext('/onboarding', returnTo);

/**
 * The page a user is headed for when standing at `pathname`: the sign-in page's own `?next=`,
 * or the page itself anywhere else.
 */
export const headedFor = (pathname: string, search: string) =>
  /^\/(auth|onboarding)\/?$/.test(pathname) ? returnPathFrom(search) : pathname + search;

/** Where a finished sign-in, registration or onboarding goes, read from its own URL. */
export const returnPathFrom = (search: string) =>
  safeReturnPath(new URLSearchParams(search).get(NEXT_PARAM)) ?? '/';
