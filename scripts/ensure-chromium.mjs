// Playwright drives Debian's Chromium (its own browser download cannot be fetched here):
// install the `chromium` package when /usr/bin/chromium is missing.
import { CHROMIUM } from './chromium.mjs';
import { ensurePackage } from './debian-package.mjs';

ensurePackage(CHROMIUM, 'chromium');
