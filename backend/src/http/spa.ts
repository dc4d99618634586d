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
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = path.relative(process.cwd(), staticDir) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return app;
};
