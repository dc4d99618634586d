import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app';
import type { Config } from './config';
import { type Database, openAppDatabase } from './db/client';
import { maintenanceTiming, scheduleMaintenance } from './db/maintenance';
import { DEMO_PASSWORD, demoSignIns, seedIfEmpty } from './db/seed';
import { buildDeps } from './deps';
import { AppResponse } from './http/app-response';
import { trackInFlight } from './http/in-flight';
import { attachRealtime } from './realtime/server';

export interface RunningServer {
  /** The address it listens on, e.g. http://localhost:3000 (or PUBLIC_ORIGIN). */
  url: string;
  /**
   * Graceful shutdown: stops accepting connections, moves the sockets away (co-editing work
   * under way stored), lets the requests under way finish and their events reach the other
   * processes, then closes Redis, mail and the database.
   * It waits as long as they take: main.ts bounds it.
   */
  stop(): Promise<void>;
}

/**
 * How long an idle keep-alive connection stays open: longer than a reverse proxy keeps its idle
 * connections to the app (nginx's upstream keepalive_timeout is 60 s, as are most load
 * balancers'). With Node's default of 5 s the app closed connections the proxy still counted on,
 * and a request the proxy sent down one as it closed came back as a 502 (a POST is not retried).
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

const keepIdleConnectionsOpen = (server: Server) => {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node wants the headers' deadline beyond the keep-alive one.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
};

/**
 * Everything `npm start` runs: database (migrated, seeded), HTTP + Socket.IO, maintenance.
 * main.ts passes the database it started opening before it loaded this module.
 */
export const startServer = async (
  config: Config,
  logger: Logger,
  opening: Promise<Database> = openAppDatabase(config),
): Promise<RunningServer> => {
  const database = await opening;
  const deps = buildDeps(config, database, logger);
  if (config.isProduction && !config.publicOrigin) {
    logger.warn('PUBLIC_ORIGIN is not set: links in emails point to http://localhost');
  }
  // Unbounded: a replica finding another seeding waits on its locks for as long as that takes,
  // and the seed writes files inside its transactions.
  const seeded = config.seedDemoData
    ? await database.unbounded(({ db }) => seedIfEmpty({ ...deps, db }))
    : false;
  const stopMaintenance = scheduleMaintenance(database, logger, maintenanceTiming(seeded));
  // Ready once Socket.IO answers and, with Redis, hears the other processes: a process taken
  // into rotation before that would turn sockets away or miss events published to it.
  const realtimeUp = deps.readiness.starting('realtime');

  const server = serve({
    fetch: createApp(deps).fetch,
    port: config.port,
    hostname: config.host,
    createServer,
    serverOptions: { ServerResponse: AppResponse },
  });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const http = server as Server;
  keepIdleConnectionsOpen(http);
  // Before Socket.IO attaches, so its polling requests are left out of the count.
  const requests = trackInFlight(http);
  const { port } = server.address() as AddressInfo;
  const url = config.publicOrigin ?? `http://localhost:${port}`;
  const realtime = await attachRealtime(server, deps);
  realtimeUp();
  logger.info({ url, database: database.driver, seeded }, 'LabBridge is listening');
  if (config.seedDemoData && !config.isProduction) {
    const lines = demoSignIns().map((u) => `  ${u.userType.padEnd(11)} ${u.email}`);
    console.info(
      `\nLabBridge is running at ${url}\nDemo sign-ins (password: ${DEMO_PASSWORD}):\n${lines.join('\n')}\n`,
    );
  }

  return {
    url,
    stop: async () => {
      stopMaintenance();
      const answered = requests.drain();
      logger.info({ inFlight: requests.count() }, 'draining');
      // The sockets move away at once, but the domain events stay subscribed and Redis open
      // until every request under way has been answered: each publishes its events after its
      // commit, and the other processes' sockets (a message's receiver, say) hear of them only
      // through this process's subscription and Redis.
      await Promise.all([realtime.closeSockets(), answered]);
      await realtime.close();
      await Promise.all([deps.background.idle(), deps.mailer.idle()]);
      deps.mailer.close();
      await database.close();
    },
  };
};
