import { describe, expect, it } from 'vitest';
import { signUpAdmin } from '../../../test/factories';
import { readJson } from '../../../test/helpers';
import { createLiveTestServer } from '../../../test/realtime';

const TOKEN = 'metrics-token-for-tests-0123456789';
const server = await createLiveTestServer({
  metricsToken: TOKEN,
});

const scrape = async (token = TOKEN) => {
  const res = await server.request('/metrics', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

/** The value of one sample line, e.g. `name{label="x"} 3`. */
const sample = (text: string, line: RegExp) => {
  const found = text.split('\n').find((l) => line.test(l));
  return found === undefined ? undefined : Number(found.split(' ').pop());
};

// Without METRICS_TOKEN it answers 404 to everyone: the authorisation matrix checks that.
describe('/metrics', () => {
  it('is refused without the token, and with a wrong one', async () => {
    const none = await scrape('');
    expect(none.status).toBe(401);
    expect(JSON.parse(none.text).error.code).toBe('AUTHENTICATION_ERROR');
    expect((await scrape('not-the-token-at-all-0123456789')).status).toBe(401);
  });

  it('counts requests and latency per route group, sockets and event-loop delay', async () => {
    const count = (text: string) =>
      sample(
        text,
        /^labbridge_http_request_duration_seconds_count\{group="projects",status="2xx"\}/,
      ) ?? 0;
    const before = count((await scrape()).text);
    for (let i = 0; i < 3; i++) await server.request('/api/projects');
    await server.request('/api/no-such-group/at-all');
    await server.request('/api/another-made-up-path');

    const admin = await signUpAdmin(server);
    const socket = await server.connect(admin.cookie);
    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    expect(count(text) - before).toBe(3);
    // Made-up paths share one 'other' group instead of growing a series each.
    expect(
      sample(text, /^labbridge_http_request_duration_seconds_count\{group="other",status="4xx"\}/),
    ).toBe(2);
    expect(text).not.toContain('no-such-group');
    expect(text).toMatch(
      /labbridge_http_request_duration_seconds_bucket\{le="0.05",group="projects",status="2xx"\}/,
    );
    expect(sample(text, /^labbridge_socketio_connected_sockets /)).toBe(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    // The PostgreSQL driver's pool is sampled; PGlite has none, so the gauge has no samples there.
    const poolSampled = /^labbridge_db_pool_connections\{/m.test(text);
    expect(poolSampled).toBe(Boolean(process.env.TEST_DATABASE_URL));
    // Scrapes are not API traffic.
    expect(text).not.toContain('group="metrics"');

    // The admin's performance view reads the same collector: the same count, not a second one.
    const perf = await readJson(
      await server.request('/api/admin/performance-metrics', { cookie: admin.cookie }),
    );
    const projects = perf.routes.find((r: { group: string }) => r.group === 'projects');
    expect(projects.requests).toBe(count(text));
    socket.close();
  });
});
