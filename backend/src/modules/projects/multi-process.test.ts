import { beforeAll, expect, it } from 'vitest';
import { type BackendProcess, describeCluster } from '../../../test/backend-process';
import { createProject, signUp, unique, updateProfile } from '../../../test/factories';
import { type Json, readJson } from '../../../test/helpers';

/**
 * Two real OS processes sharing one PostgreSQL database, each with its own catalogue cache: a
 * write through either is in the other's very next catalogue answer.
 */
describeCluster(
  'the catalogue cache across two backend processes (skipped unless TEST_DATABASE_URL is set)',
  {},
  (cluster) => {
    const { processes } = cluster;

    beforeAll(() => cluster.start(2), 90_000);

    const search = async (server: BackendProcess, word: string): Promise<Json[]> => {
      const res = await server.request(`/api/projects?q=${word}`);
      expect(res.status).toBe(200);
      return (await readJson(res)).projects;
    };

    it('shows a listing created, archived and its owner renamed on one process in the next answer of the other', async () => {
      const [one, two] = processes as [BackendProcess, BackendProcess];
      const word = unique();
      const owner = await signUp(two);
      // Both caches hold the empty answer first.
      for (const server of [one, two, one, two]) expect(await search(server, word)).toEqual([]);

      const listing = await createProject(two, owner.cookie, { title: `Replica ${word}` });
      expect((await search(one, word)).map((p) => p.id)).toEqual([listing.id]);
      expect((await search(one, word)).map((p) => p.id)).toEqual([listing.id]);

      await updateProfile(one, owner.cookie, { firstName: 'Renamed' });
      expect((await search(two, word))[0]!.owner.firstName).toBe('Renamed');

      const archived = await two.request(`/api/projects/${listing.id}/archive`, {
        method: 'POST',
        cookie: owner.cookie,
      });
      expect(archived.status).toBe(200);
      expect(await search(one, word)).toEqual([]);
    });
  },
);
