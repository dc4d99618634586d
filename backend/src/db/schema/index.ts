/**
 * Every table, one file per feature; drizzle-kit reads this index, and code imports
 * `db/schema` as one module. A new feature adds its file here.
 */
export * from './admin';
export * from './ai';
export * from './analytics';
export * from './auth';
export * from './client-errors';
export * from './collaborations';
export * from './document-collab';
export * from './documents';
export * from './follows';
export * from './messages';
export * from './notifications';
export * from './projects';
export * from './uploads';
export * from './users';
