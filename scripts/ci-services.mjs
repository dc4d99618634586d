// Helpers for .ci/run: a throwaway PostgreSQL database per run, and whether Redis answers.
//   node scripts/ci-services.mjs pg-create <admin-url> <name>   creates database <name>
//   node scripts/ci-services.mjs pg-drop <admin-url> <name>     drops it (and its connections)
//   node scripts/ci-services.mjs redis-ping <redis-url>         exit 0 when Redis answers PONG
import { connect } from 'node:net';
import pg from 'pg';

const [command, ...args] = process.argv.slice(2);
const TIMEOUT_MS = 3000;

const withAdmin = async (adminUrl, task) => {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: TIMEOUT_MS });
  await client.connect();
  try {
    await task(client);
  } finally {
    await client.end();
  }
};

const databaseName = (name) => {
  if (!/^[a-z0-9_]{1,63}$/.test(name ?? '')) throw new Error(`bad database name: ${name}`);
  return `"${name}"`;
};

const redisPing = (url) =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const socket = connect({ host: hostname, port: Number(port) || 6379 });
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('timed out')));
    socket.once('error', reject);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.end();
      if (data.toString().startsWith('+PONG')) resolve();
      else reject(new Error(`unexpected answer: ${data.toString().trim()}`));
    });
  });

const commands = {
  'pg-create': ([adminUrl, name]) =>
    withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${databaseName(name)}`)),
  'pg-drop': ([adminUrl, name]) =>
    withAdmin(adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${databaseName(name)} WITH (FORCE)`),
    ),
  'redis-ping': ([url]) => redisPing(url),
};

const run = commands[command];
if (!run) {
  console.error(`usage: ci-services.mjs ${Object.keys(commands).join('|')} ...`);
  process.exit(2);
}
try {
  await run(args);
} catch (err) {
  console.error(`${command}: ${err.message}`);
  process.exit(1);
}
