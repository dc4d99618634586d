import { describe, expect, it } from 'vitest';
import { createProject, signUp, updateProfile } from '../../../test/factories';
import { createTestContext, readJson } from '../../../test/helpers';

const ctx = await createTestContext();
const matches = async (cookie: string) => readJson(await ctx.request('/api/matches', { cookie }));

const researcher = await signUp(ctx);
const battery = await createProject(ctx, researcher.cookie, {
  title: 'Solid-state battery electrolyte',
  description: 'A ceramic electrolyte for safer electric vehicle battery cells.',
  category: 'energy',
  stage: 'testing',
  tags: ['battery', 'electrolyte', 'electric vehicle'],
});
const quantum = await createProject(ctx, researcher.cookie, {
  title: 'Quantum key distribution',
  description: 'Secure keys over metro fibre.',
  category: 'quantum',
  tags: ['quantum', 'cryptography'],
});
const hiddenBattery = await createProject(ctx, researcher.cookie, {
  title: 'Battery electrolyte, private draft',
  description: 'Another battery electrolyte.',
  category: 'energy',
  tags: ['battery', 'electrolyte'],
  visibility: 'private',
});

const industry = await signUp(ctx, { userType: 'industry' });
await updateProfile(ctx, industry.cookie, {
  organization: 'VoltCell Automotive',
  expertise: ['battery cells', 'electric vehicles'],
  lookingFor: 'Solid electrolytes we can license for our EV battery',
});

describe('GET /api/matches', () => {
  it('gives an industry user the listings that fit their profile, best first, with why', async () => {
    const body = await matches(industry.cookie);
    expect(body.kind).toBe('projects');
    expect(body.projects[0].project.id).toBe(battery.id);
    expect(body.projects[0].why).toMatch(/battery|electrolyte/i);
    expect(body.projects[0].reasons.map((r: { field: string }) => r.field)).toEqual(
      expect.arrayContaining(['Category', 'Stage']),
    );
    expect(body.scores[String(battery.id)]).toBe(body.projects[0].score);
    expect(body.scores[String(battery.id)]).toBeGreaterThan(body.scores[String(quantum.id)] ?? 0);
    expect(body.scores[String(hiddenBattery.id)]).toBeUndefined();
    expect(body.generatedBy).toMatchObject({ provider: 'local' });
  });

  it('sees a new listing at once: the index follows the catalogue', async () => {
    const fresh = await createProject(ctx, researcher.cookie, {
      title: 'EV battery cell electrolyte additive',
      tags: ['battery', 'electric vehicle', 'electrolyte'],
      category: 'energy',
    });
    const body = await matches(industry.cookie);
    expect(body.scores[String(fresh.id)]).toBeGreaterThan(0);
  });

  it('gives a researcher the industry users with public profiles that fit their listings', async () => {
    const privateFit = await signUp(ctx, { userType: 'industry' });
    await updateProfile(ctx, privateFit.cookie, {
      expertise: ['battery', 'electrolyte'],
      profileVisibility: 'private',
    });
    const unrelated = await signUp(ctx, { userType: 'industry' });
    await updateProfile(ctx, unrelated.cookie, { expertise: ['bakery', 'confectionery'] });

    const body = await matches(researcher.cookie);
    expect(body.kind).toBe('users');
    const ids = body.users.map((u: { user: { id: string } }) => u.user.id);
    expect(ids[0]).toBe(industry.user.id);
    expect(body.users[0].project.title).toMatch(/battery/i);
    expect(ids).not.toContain(privateFit.user.id);
    expect(ids).not.toContain(unrelated.user.id);
    // Only what a public profile shows.
    expect(Object.keys(body.users[0].user).sort()).toEqual(
      [
        'expertise',
        'firstName',
        'id',
        'lastName',
        'organization',
        'position',
        'profileImageUrl',
      ].sort(),
    );
  });
});
