import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A folder build.mjs writes next to the server bundle (dist/<name>), found from the bundle's
 * entry points (dist/) and from its scripts (dist/scripts/); undefined when the server runs from
 * its sources, or the folder lacks `marker`, the file that says it was written whole.
 */
export const builtFolder = (name: string, marker = '') => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.join(here, name), path.join(here, '..', name)].find((dir) =>
    existsSync(path.join(dir, marker)),
  );
};
