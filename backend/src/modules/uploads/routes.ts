import type { UploadLimitsResponse } from '@labbridge/shared-types';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { AppError, validationError } from '../../core/errors';
import type { Deps } from '../../deps';
import type { AppEnv } from '../../http/env';
import { requireUser, requireUserWithin } from '../auth/session';
import { readUpload, sizeLimit, storeUpload, tooLarge, type UploadKind } from './service';

/** Room for the multipart boundary and part headers around the file itself. */
const MULTIPART_OVERHEAD = 16 * 1024;

/**
 * Raster images are safe to show in a page; anything else (PDF) is downloaded rather than opened
 * by the browser under this origin.
 */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

const asciiFallback = (name: string) => name.replace(/[^A-Za-z0-9._ -]/g, '_');

/**
 * POST /api/upload/research-paper and /api/upload/image (multipart field `file`),
 * GET /api/upload/limits for the size caps, and GET /api/uploads/:name to serve what was stored.
 */
export const uploadRoutes = (deps: Deps) => {
  // Counted before the body is read, so a flood of uploads is refused cheaply.
  const signedIn = createMiddleware<AppEnv>(async (c, next) => {
    await requireUserWithin(c, deps.limiters.uploadsPerUser);
    await next();
  });

  const upload = (kind: UploadKind) => {
    const limit = sizeLimit(deps.config, kind);
    // Content-Length is checked before anything is read; a body without one is counted as it streams.
    const capped = bodyLimit({
      maxSize: limit + MULTIPART_OVERHEAD,
      onError: () => {
        throw tooLarge(limit);
      },
    });
    return [
      signedIn,
      capped,
      createMiddleware<AppEnv>(async (c) => {
        const type = c.req.header('content-type') ?? '';
        if (!/^multipart\/form-data\b/i.test(type)) {
          throw validationError('Send the file as multipart/form-data', {
            file: ['Choose a file to upload'],
          });
        }
        const form = await c.req.parseBody().catch((err: unknown) => {
          if (err instanceof AppError || (err as Error).name === 'BodyLimitError') throw err;
          // A missing or wrong boundary, or a body cut short: the client sent no valid form.
          throw validationError('The upload is not a valid multipart/form-data body', {
            file: ['Choose a file to upload'],
          });
        });
        const file = form.file;
        if (!(file instanceof File)) {
          throw validationError('Choose a file to upload', { file: ['Choose a file to upload'] });
        }
        if (file.size > limit) throw tooLarge(limit);
        const stored = await storeUpload(deps, {
          ownerId: requireUser(c).id,
          kind,
          bytes: new Uint8Array(await file.arrayBuffer()),
          originalName: file.name,
        });
        return c.json(stored, 201);
      }),
    ] as const;
  };

  return new Hono<AppEnv>()
    .get('/upload/limits', (c) =>
      c.json<UploadLimitsResponse>({
        paperBytes: sizeLimit(deps.config, 'paper'),
        imageBytes: sizeLimit(deps.config, 'image'),
      }),
    )
    .post('/upload/research-paper', ...upload('paper'))
    .post('/upload/image', ...upload('image'))
    .get('/uploads/:name', async (c) => {
      const viewer = c.get('auth')?.user ?? null;
      const { row, bytes, cacheControl } = await readUpload(deps, c.req.param('name'), viewer);
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': row.mimeType,
        'Content-Length': String(bytes.length),
        'Content-Disposition': `${INLINE_TYPES.has(row.mimeType) ? 'inline' : 'attachment'}; filename="${asciiFallback(row.originalName)}"; filename*=UTF-8''${encodeURIComponent(row.originalName)}`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': cacheControl,
      });
    });
};
