import { createHash } from 'node:crypto';
import type { DocumentRow } from './access';

export const sha256Hex = (data: string | Uint8Array) =>
  createHash('sha256').update(data).digest('hex');

/** JSON with object keys sorted, so the same value always hashes the same. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(value);

/**
 * The SHA-256 recorded when a document is sent for signatures: of its title, HTML and terms,
 * the three things the parties sign, in a fixed layout.
 */
export const contentHash = (
  row: Pick<DocumentRow, 'title' | 'content' | 'terms' | 'documentType'>,
) =>
  sha256Hex(
    canonical({
      documentType: row.documentType,
      title: row.title,
      content: row.content,
      terms: row.terms,
    }),
  );
