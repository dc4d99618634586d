// Playwright drives Debian's Chromium (its own browser download cannot be fetched here):
// install the `chromium` package when /usr/bin/chromium is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM } from './chromium.mjs';

if (existsSync(CHROMIUM)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(
    `${CHROMIUM} is missing and installing it needs root: run 'apt-get update && apt-get install -y chromium' as root.`,
  );
  process.exit(1);
}

const run = (args) => {
  console.info(`ensure-chromium: ${CHROMIUM} is missing, running: ${args.join(' ')}`);
  const result = spawnSync(args[0], args.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(
      `ensure-chromium: '${args.join(' ')}' failed (exit ${result.status ?? result.signal})`,
    );
    process.exit(1);
  }
};

run(['apt-get', 'update']);
run(['apt-get', 'install', '-y', 'chromium']);

if (!existsSync(CHROMIUM)) {
  console.error(`ensure-chromium: chromium installed but ${CHROMIUM} is still missing`);
  process.exit(1);
}
console.info(`ensure-chromium: installed ${CHROMIUM}`);
