import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './deps';
import { startServer } from './server';

/** The built frontend, next to the backend bundle or in the workspace. */
const defaultStaticDir = () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../frontend/dist');
};

const start = async () => {
  const config = loadConfig();
  config.staticDir ??= defaultStaticDir();
  const logger = createLogger(config);
  const running = await startServer(config, logger);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await running.stop();
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
