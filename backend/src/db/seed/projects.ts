import type { ProjectCategory, ProjectStage } from '@labbridge/shared-types';

/**
 * Demo listings. Between them they show every card variant: generated images (1-3), a YouTube
 * video, mixed media, no media at all, a header image only, premium listings, every stage,
 * unlisted/private listings and each review state. Every image is served by the app itself, so
 * a first start without a network shows no broken picture.
 */
export type DemoMedia = 'images' | 'video' | 'mixed' | 'none' | 'header';

export interface DemoProject {
  owner: string;
  title: string;
  category: ProjectCategory;
  stage: ProjectStage;
  trl: number;
  funding: number | null;
  months: number | null;
  tags: string[];
  description: string;
  lookingFor: string;
  whyNow?: string;
  special?: string;
  ip?: string;
  media: DemoMedia;
  /** Daily fee of a premium listing. */
  premium?: number;
  /** DOIs of linked papers; `pdf` adds an uploaded PDF paper. */
  papers?: string[];
  pdf?: boolean;
  /** Other demo researchers (by email) on the team, plus named manual members. */
  colleagues?: string[];
  team?: [string, string][];
  visibility?: 'public' | 'unlisted' | 'private';
  review?: 'approved' | 'pending' | 'rejected';
  daysAgo: number;
}

export const AMIRA = 'amira.haddad@labbridge.dev';
export const KENJI = 'kenji.watanabe@labbridge.dev';
export const SOFIA = 'sofia.moreno@labbridge.dev';
export const DANIEL = 'daniel.okafor@labbridge.dev';
export const ELENA = 'elena.petrova@labbridge.dev';
