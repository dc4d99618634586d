-- Trigram matching for the catalogue's substring search on titles (projects_title_trgm_idx).
-- PGlite loads the extension's code at open (db/client.ts); both drivers create it here.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
