import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProjectCategory } from '@labbridge/shared-types';
import type { DemoProject } from './projects';
import { engineeringProjects } from './projects-engineering';
import { lifeScienceProjects } from './projects-life';
import { quantumProjects } from './projects-quantum';
import { bannerPng } from './samples';

export const demoProjects = [...lifeScienceProjects, ...engineeringProjects, ...quantumProjects];

type Rgb = [number, number, number];

const COLOURS: Record<ProjectCategory, [Rgb, Rgb]> = {
  biotechnology: [
    [22, 163, 74],
    [13, 148, 136],
  ],
  'ai-ml': [
    [124, 58, 237],
    [37, 99, 235],
  ],
  materials: [
    [217, 119, 6],
    [120, 53, 15],
  ],
  energy: [
    [202, 138, 4],
    [22, 163, 74],
  ],
  healthcare: [
    [220, 38, 38],
    [219, 39, 119],
  ],
  robotics: [
    [71, 85, 105],
    [14, 165, 233],
  ],
  quantum: [
    [49, 46, 129],
    [147, 51, 234],
  ],
  other: [
    [100, 116, 139],
    [51, 65, 85],
  ],
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

export const drawBanner = (category: ProjectCategory, seed: number) =>
  bannerPng(...COLOURS[category], seed);

/**
 * Drawing the demo's few dozen banners is most of the CPU a first start spends seeding, so the
 * build draws them in advance (scripts/demo-banners.ts) into this folder next to the bundle.
 */
export const DEMO_BANNERS = 'demo-banners';
export const bannerFile = (dir: string, category: ProjectCategory, seed: number) =>
  path.join(dir, `${category}-${seed}.png`);

/** The built server's banners; undefined when run from source (they are drawn then). */
export const shippedBanners = () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.join(here, DEMO_BANNERS), path.join(here, '..', DEMO_BANNERS)].find((dir) =>
    existsSync(dir),
  );
};

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
