/** Data and checks the specs share: unique words, tiny real files to upload, toasts, axe. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
// The demo seed's own file makers: the same real PNG and PDF the backend tests upload.
import { encodePng, samplePdf } from '../../backend/src/db/seed/samples';

/** A word no other listing contains, so searches find only this test's rows. */
export { uniqueWord } from '@labbridge/shared-types/testing';

/** Four teal pixels, 3 bytes (RGB) each. */
const TEAL_2X2 = Uint8Array.from({ length: 4 * 3 }, (_, i) => [15, 118, 110][i % 3]!);

/** A real 2x2 teal PNG. */
export const tinyPng = () => Buffer.from(encodePng(2, 2, TEAL_2X2));

/** A real one-page PDF. */
export const tinyPdf = () => Buffer.from(samplePdf('Sample document'));

const TYPE_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  pdf: 'application/pdf',
  txt: 'text/plain',
};

/**
 * A file for an upload input, typed by its name's extension as a browser types it, whatever
 * `buffer` holds: a mismatch is how the specs check that the server judges by content.
 */
export const namedFile = (name: string, buffer: Buffer) => {
  const mimeType = TYPE_BY_EXTENSION[name.slice(name.lastIndexOf('.') + 1)];
  if (!mimeType) throw new Error(`No type known for ${name}`);
  return { name, mimeType, buffer };
};

/**
 * A toast's title or text: the exact text only, since the live region repeats it inside a longer
 * text; the first match, as a page may show the same words again elsewhere.
 */
export const toastText = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first();

/** Serious or critical WCAG 2 A/AA violations on the page as it is now. */
export const seriousViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};
