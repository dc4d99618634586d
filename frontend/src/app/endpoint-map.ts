// The endpoint map as its own module, for auth.ts to import on demand: a dynamic import of the
// shared-types barrel itself would turn the whole barrel into one chunk that every page preloads.
export { API } from '@labbridge/shared-types';
