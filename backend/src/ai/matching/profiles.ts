import type { ProjectData } from '@labbridge/shared-types';
import type { MatchDocument, MatchField, MatchQuery } from './engine';

/** What matching reads of a listing: its public text, category and stage. */
export type ListingText = Pick<
  ProjectData,
  | 'title'
  | 'description'
  | 'tags'
  | 'category'
  | 'stage'
  | 'whoWeAreLookingFor'
  | 'lookingFor'
  | 'whatMakesUsSpecial'
  | 'intellectualProperty'
>;

/** What matching reads of a user's profile. */
export interface ProfileText {
  expertise: string[];
  organization: string | null;
  position: string | null;
  bio: string | null;
  researchInterests: string | null;
  lookingFor: string | null;
}

const listingFields = (p: ListingText): MatchField[] => [
  { label: 'Title', text: p.title, weight: 3 },
  { label: 'Tags', text: p.tags.join(' . '), weight: 3 },
  { label: 'Description', text: p.description, weight: 1 },
  {
    label: 'Partner sought',
    text: [p.whoWeAreLookingFor, p.lookingFor].filter(Boolean).join(' '),
    weight: 1.5,
  },
  { label: 'What makes it special', text: p.whatMakesUsSpecial, weight: 1 },
  { label: 'Intellectual property', text: p.intellectualProperty, weight: 0.5 },
];

/** A listing as a document an industry user's profile is matched against. */
export const listingDocument = <T>(key: string, p: ListingText, item: T): MatchDocument<T> => ({
  key,
  fields: listingFields(p),
  category: p.category,
  stage: p.stage,
  item,
});

/** A listing as the query for the industry users who fit it (the researcher's side). */
export const listingQuery = (p: ListingText): MatchQuery => ({
  fields: listingFields(p).map((f) => ({ ...f, label: `Your listing's ${f.label.toLowerCase()}` })),
  categories: [p.category],
  stages: [p.stage],
});

/** The signed-in industry user's own profile as the query for the listings that fit it. */
export const profileQuery = (u: ProfileText): MatchQuery => ({
  fields: [
    { label: 'Your expertise', text: u.expertise.join(' . '), weight: 3 },
    { label: 'What you look for', text: u.lookingFor, weight: 2 },
    { label: 'Your interests', text: u.researchInterests, weight: 2 },
    { label: 'Your role', text: [u.organization, u.position].filter(Boolean).join(' '), weight: 1 },
    { label: 'Your bio', text: u.bio, weight: 1 },
  ],
});

/**
 * Another user's profile as a document. With `publicOnly` it reads only what their public profile
 * shows (expertise, organisation, position, bio), so a match never reveals private fields.
 */
export const profileDocument = <T>(
  key: string,
  u: ProfileText,
  item: T,
  publicOnly: boolean,
): MatchDocument<T> => ({
  key,
  fields: [
    { label: 'Expertise', text: u.expertise.join(' . '), weight: 3 },
    { label: 'Role', text: [u.organization, u.position].filter(Boolean).join(' '), weight: 1 },
    { label: 'Bio', text: u.bio, weight: 1 },
    ...(publicOnly
      ? []
      : [
          { label: 'Looks for', text: u.lookingFor, weight: 2 },
          { label: 'Interests', text: u.researchInterests, weight: 2 },
        ]),
  ],
  item,
});
