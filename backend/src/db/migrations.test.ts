import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { hasNewestMigration, migrateDatabase, queryRows } from './client';

const database = await openTestDatabase();

const tables = [
  'users',
  'sessions',
  'projects',
  'project_follows',
  'conversations',
  'messages',
  'collaborations',
  'legal_documents',
  'document_versions',
  'document_signatures',
  'notifications',
  'analytics_events',
  'uploads',
  'client_error_reports',
];

describe(`migrations (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('creates every entity table', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = rows.map((r) => r.table_name);
    expect(names).toEqual(expect.arrayContaining(tables));
  });

  it('is idempotent: applying again changes nothing', async () => {
    await expect(migrateDatabase(database)).resolves.toBeUndefined();
  });

  it('knows when the newest migration is applied, so a later start skips the migrator', async () => {
    expect(await hasNewestMigration(database.db)).toBe(true);
    const [newest] = await queryRows<{ id: number; created_at: string }>(
      database.db,
      sql`select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`,
    );
    try {
      expect(await hasNewestMigration(database.db)).toBe(false);
    } finally {
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, 'restored', ${newest!.created_at})`,
      );
    }
    expect(await hasNewestMigration(database.db)).toBe(true);
  });

  it('enforces case-insensitive email uniqueness through the stored lower-case email', async () => {
    await database.db.execute(
      sql`insert into users (email, password_hash) values ('dup@example.test', 'x')`,
    );
    await expect(
      database.db.execute(
        sql`insert into users (email, password_hash) values ('dup@example.test', 'y')`,
      ),
    ).rejects.toThrow();
  });

  it('ranks a title match above a description match in the search vector', async () => {
    const [owner] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into users (email, password_hash) values ('owner@example.test', 'x') returning id`,
    );
    await database.db.execute(sql`insert into projects (user_id, title, description, category) values
      (${owner!.id}, 'Graphene membranes', 'Water filtration', 'materials'),
      (${owner!.id}, 'Water filters', 'Uses graphene oxide layers', 'materials')`);
    const ranked = await queryRows<{ title: string }>(
      database.db,
      sql`
      select title from projects, websearch_to_tsquery('english', 'graphene') q
      where search_vector @@ q order by ts_rank(search_vector, q) desc`,
    );
    expect(ranked.map((r) => r.title)).toEqual(['Graphene membranes', 'Water filters']);
  });

  it('bumps the catalogue version once per transaction that writes a listing or an owner card', async () => {
    const version = async () =>
      (
        await queryRows<{ version: string }>(
          database.db,
          sql`select version from catalogue_version`,
        )
      )[0]!.version;
    const [owner] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into users (email, password_hash) values ('versioned@example.test', 'x') returning id`,
    );
    const before = Number(await version());
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into projects (user_id, title, description, category) values
        (${owner!.id}, 'One', 'First', 'materials'), (${owner!.id}, 'Two', 'Second', 'materials')`);
      await tx.execute(sql`update users set first_name = 'Ada' where id = ${owner!.id}`);
    });
    expect(Number(await version())).toBe(before + 1);
    await database.db.execute(sql`update users set position = 'Lead' where id = ${owner!.id}`);
    expect(Number(await version())).toBe(before + 1);
    await database.db.execute(sql`update users set organization = 'Lab' where id = ${owner!.id}`);
    expect(Number(await version())).toBe(before + 2);
    await database.db.execute(sql`delete from projects where user_id = ${owner!.id}`);
    expect(Number(await version())).toBe(before + 3);
  });
});
