import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * How every PGlite of the app starts: the trigram extension the catalogue's title search uses,
 * and 32 MB of shared buffers instead of 128 MB. Postgres touches all of its buffers when it
 * starts, so they are resident memory from the first second; the catalogue at 10,000 listings
 * fits in 32 MB, and the data folder's pages stay in the operating system's cache besides.
 */
export const pgliteOptions = (options: PGliteOptions = {}) =>
  ({
    ...options,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  }) satisfies PGliteOptions;
