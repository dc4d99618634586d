/**
 * The two paths the app shell needs before any page has loaded: the session check and error
 * reports. They live apart from the endpoint map, which carries every Zod schema, so the landing
 * page's first download stays without it (issue 9: ≤ 150 KB gzip); the endpoints reuse them.
 */
export const SHELL_PATHS = {
  currentUser: '/api/auth/user',
  clientErrorReport: '/api/errors/report',
} as const;
