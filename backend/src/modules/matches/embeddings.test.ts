import { buildProject } from '@labbridge/shared-types/testing';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProject, type Person, signUp, updateProfile } from '../../../test/factories';
import { createTestContext, readJson } from '../../../test/helpers';
import { NOT_FOUND, startFakeOpenAi } from '../../../test/openai-server';
import { aiEmbeddings } from '../../db/schema';
import { embeddingsFor } from './embeddings';

/**
 * A local OpenAI-compatible embeddings server: a text's vector says whether it is about hydrogen
 * or about baking, so closeness in meaning is known without any shared word.
 */
const embedded: string[][] = [];
let failing = false;
const vector = (text: string) => [
  /hydrogen|fuel|electroly/i.test(text) ? 1 : 0,
  /bak|cake|pastr/i.test(text) ? 1 : 0,
  0.05,
];
const fake = await startFakeOpenAi(({ path, body }) => {
  if (path !== '/v1/embeddings') return NOT_FOUND;
  if (failing) return { status: 500, body: { error: { message: 'no' } } };
  const { input, model } = body as { input: string[]; model: string };
  embedded.push(input);
  return {
    status: 200,
    body: {
      object: 'list',
      model,
      data: input.map((t, index) => ({ object: 'embedding', index, embedding: vector(t) })),
      usage: { prompt_tokens: 1, total_tokens: 1 },
    },
  };
});
const ctx = await createTestContext({
  openai: fake.settings({ timeoutMs: 2000, maxTokens: 500 }),
});

const researcher = await signUp(ctx);
const electrolysis = await createProject(ctx, researcher.cookie, {
  title: 'Nickel foam catalyst',
  description: 'Splits water into its elements with cheap electrodes.',
  tags: ['catalysis', 'electrolyser'],
  category: 'energy',
});
const bakery = await createProject(ctx, researcher.cookie, {
  title: 'Robotic cake decoration',
  description: 'Pastry robots.',
  tags: ['robots'],
  category: 'robotics',
});
const industry = await signUp(ctx, { userType: 'industry' });
await updateProfile(ctx, industry.cookie, {
  expertise: ['fuel cells'],
  lookingFor: 'Clean fuel for trucks',
});
const matches = async () =>
  readJson(await ctx.request('/api/matches', { cookie: industry.cookie }));

beforeEach(() => {
  embedded.length = 0;
  failing = false;
});

describe('matching with an embeddings model', () => {
  it('finds listings close in meaning with no word in common, and says which model ranked them', async () => {
    const body = await matches();
    expect(body.generatedBy).toEqual({ provider: 'openai', model: 'test-embed', fallback: false });
    const found = body.projects.find(
      (m: { project: { id: number } }) => m.project.id === electrolysis.id,
    );
    expect(found.why).toBe('Close in meaning to your profile');
    expect(body.scores[String(bakery.id)]).toBeUndefined();
  });

  it('stores each listing’s and profile’s embedding and computes it again only when its text changes', async () => {
    const rows = await ctx.deps.db
      .select()
      .from(aiEmbeddings)
      .where(
        and(
          eq(aiEmbeddings.subjectType, 'project'),
          eq(aiEmbeddings.subjectId, String(electrolysis.id)),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.model).toBe('test-embed');

    await matches();
    expect(embedded).toEqual([]);

    const res = await ctx.request(`/api/projects/${bakery.id}`, {
      method: 'PUT',
      cookie: researcher.cookie,
      json: buildProject({
        title: 'Hydrogen pastry ovens',
        description: 'Ovens fired by hydrogen.',
        category: 'energy',
      }),
    });
    expect(res.status).toBe(200);
    const after = await matches();
    expect(embedded).toHaveLength(1);
    expect(embedded[0]).toHaveLength(1);
    expect(embedded[0]![0]).toContain('Hydrogen pastry ovens');
    expect(after.scores[String(bakery.id)]).toBeGreaterThan(0);
  });

  it('ranks by words alone, marked as a fallback, when the model fails', async () => {
    await updateProfile(ctx, industry.cookie, { expertise: ['fuel cells', 'catalysis'] });
    failing = true;
    const body = await matches();
    expect(body.generatedBy).toEqual({
      provider: 'local',
      model: 'labbridge-bm25-1',
      fallback: true,
    });
    expect(body.projects[0].project.id).toBe(electrolysis.id);
    expect(body.projects[0].why).toMatch(/catalysis/);
  });
});

// A researcher whose listing fits two industry users: one by a strong word, one by meaning.
const lab = await signUp(ctx);
const listing = await createProject(ctx, lab.cookie, {
  title: 'Hydrogen electrolyser stack',
  description: 'Cheap electrodes for splitting water.',
  tags: ['membranes'],
  category: 'energy',
});
// Shares a strong word ('membranes') with the listing but is about baking.
const baker = await signUp(ctx, { userType: 'industry' });
await updateProfile(ctx, baker.cookie, { expertise: ['membranes', 'cake baking'] });
// Shares only a weak word (bio: 'electrodes') but is about hydrogen.
const fuel = await signUp(ctx, { userType: 'industry' });
await updateProfile(ctx, fuel.cookie, {
  expertise: ['fuel cells'],
  bio: 'We test electrodes.',
  lookingFor: 'Private plans for trucks',
});
const people = async () => {
  const body = await readJson(await ctx.request('/api/matches', { cookie: lab.cookie }));
  const ids: string[] = body.users.map((u: { user: { id: string } }) => u.user.id);
  return { body, ids };
};

describe('matching industry users to a researcher with an embeddings model', () => {
  it('ranks the one close in meaning first, reading public profile fields only', async () => {
    const { body, ids } = await people();
    expect(body.generatedBy).toEqual({ provider: 'openai', model: 'test-embed', fallback: false });
    expect(ids.indexOf(fuel.user.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(fuel.user.id)).toBeLessThan(ids.indexOf(baker.user.id));
    expect(body.users[ids.indexOf(fuel.user.id)].project.id).toBe(listing.id);
    expect(embedded.flat().join('\n')).not.toContain('Private plans');
  });

  it('ranks by words alone, marked as a fallback, when the model fails', async () => {
    // A changed public profile has to be embedded again, which now fails.
    await updateProfile(ctx, fuel.cookie, { expertise: ['fuel cells', 'trucks'] });
    failing = true;
    const { body, ids } = await people();
    expect(body.generatedBy).toEqual({
      provider: 'local',
      model: 'labbridge-bm25-1',
      fallback: true,
    });
    expect(ids.indexOf(fuel.user.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(baker.user.id)).toBeLessThan(ids.indexOf(fuel.user.id));
  });
});

describe('account deletion', () => {
  const embeddingsOf = async (userId: string) =>
    (
      await ctx.deps.db
        .select({ type: aiEmbeddings.subjectType })
        .from(aiEmbeddings)
        .where(eq(aiEmbeddings.subjectId, userId))
    )
      .map((r) => r.type)
      .sort();
  const deleteAccount = (who: Person) =>
    ctx.request('/api/auth/user/delete', {
      method: 'POST',
      cookie: who.cookie,
      json: { password: who.password },
    });

  it('removes the embeddings of the profile, whole and public, and leaves everyone else’s', async () => {
    const leaving = await signUp(ctx, { userType: 'industry' });
    await updateProfile(ctx, leaving.cookie, {
      expertise: ['hydrogen storage'],
      bio: 'Tanks for fuel.',
    });
    // Its own matches embed the whole profile; a researcher's embed its public fields.
    expect((await ctx.request('/api/matches', { cookie: leaving.cookie })).status).toBe(200);
    await people();
    expect(await embeddingsOf(leaving.user.id)).toEqual(['public-profile', 'user']);
    const othersBefore = await embeddingsOf(fuel.user.id);
    expect(othersBefore).not.toEqual([]);

    expect((await deleteAccount(leaving)).status).toBe(200);
    expect(await embeddingsOf(leaving.user.id)).toEqual([]);
    expect(await embeddingsOf(fuel.user.id)).toEqual(othersBefore);
  });

  it('stores none of a profile read before the account was deleted, whose vector came after', async () => {
    const leaving = await signUp(ctx, { userType: 'industry' });
    let reply!: () => void;
    const replied = new Promise<void>((resolve) => {
      reply = resolve;
    });
    let asked!: () => void;
    const wasAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    // A model that answers only once the account is gone.
    const slowModel = {
      embeddingModel: 'test-embed',
      embed: async (texts: string[]) => {
        asked();
        await replied;
        return texts.map(vector);
      },
    };
    const embedding = Promise.all(
      (['user', 'public-profile'] as const).map((type) =>
        embeddingsFor({ db: ctx.deps.db, ai: slowModel }, type, [
          { id: leaving.user.id, text: 'Hydrogen storage' },
        ]),
      ),
    );
    await wasAsked;
    expect((await deleteAccount(leaving)).status).toBe(200);
    reply();
    await embedding;
    expect(await embeddingsOf(leaving.user.id)).toEqual([]);
  });
});
