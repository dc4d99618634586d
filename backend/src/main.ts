import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { scheduleMaintenance } from './db/maintenance';
import { DEMO_PASSWORD, demoSignIns, seedIfEmpty } from './db/seed';
import { buildDeps, createLogger } from './deps';
import { attachRealtime } from './realtime/server';

/** The built frontend, next to the backend bundle or in the workspace. */
const defaultStaticDir = () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../frontend/dist');
};

const start = async () => {
  const config = loadConfig();
  config.staticDir ??= defaultStaticDir();
  // The embedded database, uploads and the outbox live here; a fresh deployment may lack it.
  await mkdir(config.dataDir, { recursive: true });
  const logger = createLogger(config);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  const deps = buildDeps(config, database, logger);
  const seeded = config.seedDemoData ? await seedIfEmpty(deps) : false;
  const stopMaintenance = scheduleMaintenance(database, logger);

  const app = createApp(deps);
  const server = serve({
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    createServer,
  });

  server.once('listening', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = config.publicOrigin ?? `http://localhost:${port}`;
    logger.info({ url, database: database.driver, seeded }, 'LabBridge is listening');
    if (config.seedDemoData && !config.isProduction) {
      const lines = demoSignIns().map((u) => `  ${u.userType.padEnd(11)} ${u.email}`);
      console.info(
        `\nLabBridge is running at ${url}\nDemo sign-ins (password: ${DEMO_PASSWORD}):\n${lines.join('\n')}\n`,
      );
    }
  });

  const realtime = await attachRealtime(server, deps);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stopMaintenance();
    await realtime.close();
    server.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
};

start().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('LabBridge failed to start:', err);
  }
  process.exit(1);
});
