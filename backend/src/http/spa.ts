import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './env';

/** Serves the built frontend; any non-file path gets index.html so the SPA router decides. */
export const spaRoutes = (staticDir: string) => {
  const indexFile = path.join(staticDir, 'index.html');
  const app = new Hono<AppEnv>();
  if (!existsSync(indexFile)) return app;

  // Read per request: a rebuilt frontend must not be served with the previous build's asset names.
  const indexHtml = () => readFileSync(indexFile, 'utf8');
  const root = path.relative(process.cwd(), staticDir) || '.';
  // Source maps stay on the server (vite writes them 'hidden'): the public gets no map of the code.
  app.use('*', async (c, next) =>
    c.req.path.endsWith('.map') ? c.text('Not found', 404) : next(),
  );
  // Hashed build assets never change under one name, so browsers may keep them for a year.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) {
      c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    }
  });
  // The build writes .br and .gz beside each asset; they are sent as they are, never recompressed.
  const files = serveStatic({ root, precompressed: true });
  app.use('/assets/*', files);
  // A missing hashed asset is a stale page asking for an old build: answer 404, not the HTML shell.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.use('*', files);
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml());
  });
  return app;
};
