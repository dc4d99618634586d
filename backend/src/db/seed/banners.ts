import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProjectCategory } from '@labbridge/shared-types';
import { builtFolder } from '../../core/built-folder';
import type { DemoProject } from './projects';
import { engineeringProjects } from './projects-engineering';
import { lifeScienceProjects } from './projects-life';
import { quantumProjects } from './projects-quantum';
import { bannerPng } from './samples';

export const demoProjects = [...lifeScienceProjects, ...engineeringProjects, ...quantumProjects];

type Rgb = [number, number, number];

/** '#16a34a' → [22, 163, 74]. */
const rgb = (hex: string): Rgb => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

/** Each category's banner gradient, from one Tailwind colour to another. */
const COLOURS: Record<ProjectCategory, [from: string, to: string]> = {
  biotechnology: ['#16a34a', '#0d9488'],
  'ai-ml': ['#7c3aed', '#2563eb'],
  materials: ['#d97706', '#78350f'],
  energy: ['#ca8a04', '#16a34a'],
  healthcare: ['#dc2626', '#db2777'],
  robotics: ['#475569', '#0ea5e9'],
  quantum: ['#312e81', '#9333ea'],
  other: ['#64748b', '#334155'],
};

/**
 * The seeds of the banners a demo listing shows, in carousel order (a header-only listing has
 * one, its header). Each seed lays out its own picture; no two listings share one.
 */
export const bannerSeedsFor = (demo: DemoProject, index: number): number[] => {
  switch (demo.media) {
    case 'images':
      return [1, 2, 3].slice(0, 2 + (index % 2)).map((n) => index * 10 + n);
    case 'mixed':
      return [index * 10 + 1, index * 10 + 2];
    case 'header':
      return [index * 10];
    case 'video':
    case 'none':
      return [];
  }
};

/** Every banner of the demo listings. */
export const demoBanners = () =>
  demoProjects.flatMap((demo, index) =>
    bannerSeedsFor(demo, index).map((seed) => ({ category: demo.category, seed })),
  );

export const drawBanner = (category: ProjectCategory, seed: number) => {
  const [from, to] = COLOURS[category];
  return bannerPng(rgb(from), rgb(to), seed);
};

/**
 * Drawing the demo's few dozen banners is most of the CPU a first start spends seeding, so the
 * build draws them in advance (scripts/demo-banners.ts) into this folder next to the bundle.
 */
export const DEMO_BANNERS = 'demo-banners';
export const bannerFile = (dir: string, category: ProjectCategory, seed: number) =>
  path.join(dir, `${category}-${seed}.png`);

/** The built server's banners; undefined when run from source (they are drawn then). */
export const shippedBanners = () => builtFolder(DEMO_BANNERS);

/** A demo banner: the one drawn in advance in `dir` when there is one, or drawn now. */
export const demoBanner = async (
  dir: string | undefined,
  category: ProjectCategory,
  seed: number,
): Promise<Uint8Array> => {
  if (dir) {
    const drawn = await readFile(bannerFile(dir, category, seed)).catch(() => undefined);
    if (drawn) return drawn;
  }
  return drawBanner(category, seed);
};
