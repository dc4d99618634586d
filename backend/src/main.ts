import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { openAppDatabase } from './db/client';
import { createLogger } from './logger';

/** The built frontend, next to the backend bundle or in the workspace. */
const defaultStaticDir = () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../frontend/dist');
};

const start = async () => {
  const config = loadConfig();
  config.staticDir ??= defaultStaticDir();
  const logger = createLogger(config);
  // The embedded database boots on its own thread (compiling Postgres' WebAssembly, opening the
  // data directory, migrating): start it before loading the rest of the app, so the two overlap.
  // The bundle keeps server.ts and what only it needs in a chunk of their own (build.mjs).
  const database = openAppDatabase(config);
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
