import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Deps } from './deps';
import { jsonBodyLimit } from './http/body-limit';
import type { AppEnv } from './http/env';
import { apiNotFound, onError } from './http/error-handler';
import { FixedPathRouter } from './http/fixed-path-router';
import { requestStack } from './http/request-stack';
import { sameOriginWrites, securityHeadersFor } from './http/security';
import { spaRoutes } from './http/spa';
import { adminRoutes } from './modules/admin/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { authRoutes } from './modules/auth/routes';
import { sessionMiddleware } from './modules/auth/session';
import { clientErrorRoutes } from './modules/client-errors/routes';
import { collaborationRoutes } from './modules/collaborations/routes';
import { documentCollabRoutes } from './modules/document-collab/routes';
import { documentRoutes } from './modules/documents/routes';
import { evaluationRoutes } from './modules/evaluations/routes';
import { followRoutes } from './modules/follows/routes';
import { healthRoutes } from './modules/health/routes';
import { homeRoutes } from './modules/home/routes';
import { matchRoutes } from './modules/matches/routes';
import { messageRoutes } from './modules/messages/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { privacyRoutes } from './modules/privacy/routes';
import { projectRoutes } from './modules/projects/routes';
import { termAdviceRoutes } from './modules/term-advice/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { userRoutes } from './modules/users/routes';

/** The whole HTTP app; tests drive it with app.request(), main.ts serves it. */
export const createApp = (deps: Deps) => {
  const { config } = deps;
  const api = new Hono<AppEnv>()
    .use(sessionMiddleware(deps.sessions))
    .use(sameOriginWrites(config))
    .route('/', authRoutes(deps))
    .route('/', privacyRoutes(deps))
    .route('/admin', adminRoutes(deps))
    .route('/analytics', analyticsRoutes(deps))
    .route('/collaborations', collaborationRoutes(deps))
    .route('/errors', clientErrorRoutes(deps))
    .route('/home', homeRoutes(deps))
    .route('/legal', documentRoutes(deps))
    .route('/legal', termAdviceRoutes(deps))
    .route('/matches', matchRoutes(deps))
    .route('/legal/documents', documentCollabRoutes(deps))
    .route('/messages', messageRoutes(deps))
    .route('/notifications', notificationRoutes(deps))
    .route('/projects', projectRoutes(deps))
    .route('/projects', followRoutes(deps))
    .route('/projects', evaluationRoutes(deps))
    .route('/users', userRoutes(deps))
    .route('/', uploadRoutes(deps))
    .all('*', apiNotFound);

  const gzip = compress();
  const jsonLimit = jsonBodyLimit(config.limits.jsonBodyBytes);

  // The one router asked: route() copies the sub-apps' routes into it.
  const app = new Hono<AppEnv>({ router: new FixedPathRouter() })
    .use(
      requestStack({
        logger: deps.logger,
        metrics: deps.metrics,
        trustProxyHops: config.trustProxyHops,
        securityHeaders: securityHeadersFor(config.isProduction),
      }),
    )
    .route('/', healthRoutes(deps))
    // JSON answers shrink to a fifth with gzip; files (images, PDFs) are left as they are. A
    // client that accepts no encoding skips it: compress() reads the answer's headers, which
    // turns @hono/node-server's light response into a full Fetch Response on every request.
    .use('/api/*', (c, next) => {
      if (c.req.header('accept-encoding')) return gzip(c, next);
      c.header('vary', 'Accept-Encoding');
      return next();
    })
    .use('/api/*', async (c, next) => {
      // Uploads carry their own, larger cap; every other API body gets the JSON limit. GET and
      // HEAD carry none, and counting one would build a full Fetch Request from Node's.
      const { method } = c.req;
      if (method === 'GET' || method === 'HEAD' || c.req.path.startsWith('/api/upload/')) {
        return next();
      }
      return jsonLimit(c, next);
    })
    .route('/api', api);

  if (config.staticDir) app.route('/', spaRoutes(config.staticDir));
  app.onError(onError);
  app.notFound((c) => apiNotFound(c));
  return app;
};

export type App = ReturnType<typeof createApp>;
