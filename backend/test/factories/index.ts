/**
 * Users, listings, conversations, collaborations and legal documents made through the API, as
 * every backend suite needs them. Request bodies come from @labbridge/shared-types/testing, which
 * the Playwright specs use too.
 */
import { uniqueWord } from '@labbridge/shared-types/testing';

export { buildProject, buildRegistration } from '@labbridge/shared-types/testing';
export * from './bound';
export * from './collaborations';
export * from './documents';
export * from './messages';
export * from './projects';
export * from './users';

export const unique = uniqueWord;
