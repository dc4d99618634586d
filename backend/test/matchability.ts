import type { ProjectInput } from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import { projects } from '../src/db/schema';
import type { TestContext } from './helpers';

/**
 * Reads of a listing's stored matchability, for the tests of what rescores it when the industry
 * demand changes (sign-ups, profile edits, deletions, promotions).
 */
export const matchabilityReads = (ctx: Pick<TestContext, 'deps'>) => {
  const stored = async (id: number) => {
    const [row] = await ctx.deps.db.select().from(projects).where(eq(projects.id, id));
    return row!;
  };
  /** The reason that counts the platform's industry partners, if the stored scoring gave one. */
  const demandReason = async (id: number) =>
    (await stored(id)).scoreDetails!.matchability.reasons.find((r) =>
      r.text.includes('on the platform'),
    )?.text;
  return {
    stored,
    demandReason,
    /** How many industry partners the listing's stored matchability counts (none has no reason). */
    partners: async (id: number) =>
      Number(
        /^(\d+) industry partners? on the platform/.exec((await demandReason(id)) ?? '')?.[1] ?? 0,
      ),
    /** A stored matchability no scoring gives: it stays only where nothing rescored the listing. */
    plantMarker: async (id: number) => {
      const row = await stored(id);
      const marker = { score: 1, reasons: [], tips: [] };
      await ctx.deps.db
        .update(projects)
        .set({ matchabilityScore: 1, scoreDetails: { ...row.scoreDetails!, matchability: marker } })
        .where(eq(projects.id, id));
    },
  };
};

/** Industry profiles that each fit one of `demandListings` and no other. */
export const demandProfiles = {
  hydrogen: {
    expertise: ['hydrogen electrolysers', 'electrolysis'],
    lookingFor: 'Hydrogen electrolyser stacks to license',
  },
  desalination: {
    expertise: ['desalination', 'graphene membranes'],
    lookingFor: 'Graphene desalination membranes to license',
  },
  perovskite: {
    expertise: ['perovskite', 'solar coatings'],
    lookingFor: 'Perovskite solar cells to license',
  },
};

/** Listings fitted by the profile of the same name in `demandProfiles`; protein by none. */
export const demandListings: Record<
  keyof typeof demandProfiles | 'protein',
  Partial<ProjectInput>
> = {
  hydrogen: {
    title: 'Hydrogen electrolyser stacks',
    tags: ['hydrogen', 'electrolysis'],
    category: 'energy',
  },
  desalination: {
    title: 'Graphene desalination membranes',
    tags: ['graphene', 'desalination'],
    category: 'materials',
  },
  perovskite: {
    title: 'Perovskite solar coatings',
    tags: ['perovskite', 'solar'],
    category: 'energy',
  },
  protein: { title: 'Protein folding atlas', tags: ['proteins'], category: 'biotechnology' },
};
