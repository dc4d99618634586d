import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { bootAppPglite } from './db/pglite/boot';

/** The built frontend, next to the backend bundle or in the workspace. */
const defaultStaticDir = () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../frontend/dist');
};

const start = async () => {
  const config = loadConfig();
  config.staticDir ??= defaultStaticDir();
  // The embedded database boots on its own thread (compiling Postgres' WebAssembly, opening the
  // data directory): start it before loading anything else, the database client included, so the
  // two overlap. The bundle keeps what this file imports lazily in chunks of their own (build.mjs).
  const booting = config.databaseUrl
    ? undefined
    : bootAppPglite(config.dataDir, config.seedDemoData);
  booting?.catch(() => {}); // a failure is thrown where openAppDatabase awaits it
  const [{ createLogger }, { openAppDatabase }] = await Promise.all([
    import('./logger'),
    import('./db/client'),
  ]);
  const logger = createLogger(config);
  const database = openAppDatabase(config, booting);
  database.catch(() => {}); // a failure is thrown where startServer awaits it
  const { startServer } = await import('./server');
  const running = await startServer(config, logger, database);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // A request or a store that never ends must not keep a replica from going away.
    setTimeout(() => {
      logger.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    try {
      await running.stop();
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
    logger.info('stopped');
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
