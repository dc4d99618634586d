import { afterAll, beforeAll, expect, it } from 'vitest';
import { type BackendProcess, describeCluster, redisUrl } from '../../../test/backend-process';
import { type YClient, yClient } from '../../../test/collab-client';
import { documentHelpers, type Person, signUp } from '../../../test/factories';
import { eventually } from '../../../test/realtime';

/**
 * Co-editing across real OS processes sharing PostgreSQL and Redis, as docker-compose's replicas
 * do: editors on different processes converge, and a process started later serves the state
 * from the database.
 */
describeCluster(
  'co-editing across backend processes (skipped unless TEST_DATABASE_URL and REDIS_URL are set)',
  { redis: true },
  (cluster) => {
    const { processes } = cluster;
    const clients: YClient[] = [];
    const start = async () => (await cluster.start(1, { REDIS_URL: redisUrl! }))[0]!;

    beforeAll(async () => {
      // One after the other: two cold starts at once can outlast the start timeout on a busy CI.
      await start();
      await start();
    }, 90_000);

    afterAll(async () => {
      for (const c of clients) c.destroy();
    }, 30_000);

    const editor = async (on: BackendProcess, who: Person, documentId: number) => {
      const client = yClient(documentId);
      clients.push(client);
      expect(await client.join(await on.connect(who.cookie))).toMatchObject({ ok: true });
      await client.synced();
      return client;
    };

    it('editors on two processes see each other’s text and cursors; a late process loads it', async () => {
      const [one, two] = processes as [BackendProcess, BackendProcess];
      const researcher = await signUp(one, { userType: 'researcher' });
      const industry = await signUp(two, { userType: 'industry' });
      const docs = documentHelpers(one);
      const { documentId } = await docs.generated(
        researcher,
        docs.requestBody(researcher, industry),
      );

      const a = await editor(one, researcher, documentId);
      const b = await editor(two, industry, documentId);
      a.appendParagraph('Typed on one: ');
      await a.saved();
      await eventually(() => expect(b.xml()).toContain('Typed on one'), 5_000);
      for (let i = 0; i < 5; i++) {
        a.typeAt(14, `a${i} `);
        b.typeAt(14, `b${i} `);
      }
      await Promise.all([a.saved(), b.saved()]);
      await eventually(() => expect(b.xml()).toBe(a.xml()), 5_000);
      for (let i = 0; i < 5; i++) expect(a.xml()).toContain(`b${i} `);

      // The name the others see is the account's (the server sets it), not the one the client sent.
      b.awareness.setLocalStateField('user', { name: 'Henry', color: '#00f' });
      const { firstName, lastName } = industry.user;
      await eventually(
        () =>
          expect(a.awareness.getStates().get(b.doc.clientID)).toMatchObject({
            user: { id: industry.user.id, name: `${firstName} ${lastName}` },
          }),
        5_000,
      );

      // A newcomer on process two hears process one's editor's later edits too.
      a.appendParagraph('After the second joined');
      await a.saved();
      await eventually(() => expect(b.xml()).toBe(a.xml()), 5_000);

      const three = await start();
      const late = await editor(three, industry, documentId);
      expect(late.xml()).toBe(a.xml());
    }, 90_000);
  },
);
