import type { Context } from 'hono';
import { accepts } from 'hono/accepts';

/** A JSON answer as bytes, with its gzip copy when one was made ahead (a cache's). */
export interface PreparedJson {
  body: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer> | null;
}

/**
 * Sends a prepared answer: its gzip copy to a client that takes gzip, so the compress()
 * middleware has nothing left to do (compressing ~10 KB on every request costs three times
 * what serving it does); otherwise the plain bytes, which compress() handles as any answer.
 */
export const sendPreparedJson = (c: Context, { body, gzip }: PreparedJson) => {
  if (gzip && accepts(c, { header: 'Accept-Encoding', supports: ['gzip'], default: '' })) {
    return c.body(gzip, 200, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding',
    });
  }
  return c.body(body, 200, { 'content-type': 'application/json' });
};
