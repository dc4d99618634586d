import { config } from 'zod/mini';

/**
 * Zod compiles its object parsers with `new Function` when it may. The app's CSP forbids eval, so
 * its probe for that is reported as a CSP violation on every page; jitless skips the probe. It
 * must run before any schema is built, so main.tsx imports this module first.
 */
config({ jitless: true });
