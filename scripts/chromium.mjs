// Debian's Chromium, which the browser tests and the bench's Lighthouse runs drive (Playwright's
// own browser download cannot be fetched here), and how they launch it.

export const CHROMIUM = '/usr/bin/chromium';

/**
 * No sandbox (root in CI), no GPU, and none of Chromium's background connections, which the
 * closed network refuses: a quiet, repeatable browser.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
