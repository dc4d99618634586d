// Installs a Debian package when the file it provides is missing: what the test tiers drive
// (Chromium for Playwright, nginx for the multi-process tests) comes from Debian's packages.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Exits the process with 1 when `file` is missing and `pkg` cannot be installed. */
export const ensurePackage = (file, pkg) => {
  if (existsSync(file)) return;
  const label = `ensure ${pkg}`;
  if (process.getuid?.() !== 0) {
    console.error(
      `${file} is missing and installing it needs root: run 'apt-get update && apt-get install -y ${pkg}' as root.`,
    );
    process.exit(1);
  }
  const run = (args) => {
    console.info(`${label}: ${file} is missing, running: ${args.join(' ')}`);
    const result = spawnSync(args[0], args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error(
        `${label}: '${args.join(' ')}' failed (exit ${result.status ?? result.signal})`,
      );
      process.exit(1);
    }
  };
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', pkg]);
  if (!existsSync(file)) {
    console.error(`${label}: ${pkg} installed but ${file} is still missing`);
    process.exit(1);
  }
  console.info(`${label}: installed ${file}`);
};
