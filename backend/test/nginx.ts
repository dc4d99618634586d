import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 10_000;

/** Debian's nginx, or '' when this machine has none (the tests that need it skip). */
export const nginxBinary = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return '';
  }
})();

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface Nginx {
  /** Where nginx listens (127.0.0.1 on a free port). */
  url: string;
  stop(): Promise<void>;
}

/**
 * The compose file's nginx (deploy/nginx.conf) in front of two backends: only the replicas'
 * addresses, the port, the pid file and the log paths differ from what docker-compose runs.
 * Resolves once nginx answers its own health check.
 */
export const startNginx = async (replicas: [string, string]): Promise<Nginx> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'labbridge-nginx-'));
  const port = await freePort();
  const conf = (await readFile(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8'))
    .replace('app1:3000', new URL(replicas[0]).host)
    .replace('app2:3000', new URL(replicas[1]).host)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('pid /tmp/nginx.pid;', `pid ${dir}/nginx.pid;`)
    .replace('access_log /var/log/nginx/access.log labbridge;', 'access_log off;')
    .replace('/var/log/nginx/error.log', `${dir}/error.log`);
  await writeFile(path.join(dir, 'nginx.conf'), conf);
  const nginx: ChildProcess = spawn(
    nginxBinary,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const errors: string[] = [];
  nginx.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
      nginx.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const res = await fetch(`${url}/nginx-health`).catch(() => null);
    if (res?.ok) return { url, stop };
    if (Date.now() > deadline) {
      const log = await readFile(`${dir}/error.log`, 'utf8').catch(() => '');
      await stop();
      throw new Error(`nginx did not start: ${errors.join('')}${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
};
