import { type AnyPgColumn, customType, type PgColumnBuilder, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers every feature's tables share. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Every timestamp keeps its time zone, so an instant reads the same whatever the server's zone. */
export const timestamptz = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

// biome-ignore lint/suspicious/noExplicitAny: builders are invariant in their column type
type Linkable = PgColumnBuilder<any>;

/** A reference to the row this one belongs to: this one is deleted with it. */
export const belongsTo = <T extends Linkable>(column: T, parent: () => AnyPgColumn) =>
  column.references(parent, { onDelete: 'cascade' }).notNull();

/** A reference to a row this one only names (an author, a listing): emptied when it goes. */
export const refersTo = <T extends Linkable>(column: T, parent: () => AnyPgColumn) =>
  column.references(parent, { onDelete: 'set null' });
