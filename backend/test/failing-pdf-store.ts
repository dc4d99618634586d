import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { documentPdfs } from '../src/db/schema';

/**
 * Runs `step` while every PDF stored in `document_pdfs` fails, as a lost connection or a full disk
 * would fail it: a trigger raises on each insert, and is dropped once `step` is done.
 */
export const whilePdfStoreFails = async <T>(db: Db, step: () => Promise<T>): Promise<T> => {
  await db.execute(
    sql`create function fail_pdf_store() returns trigger language plpgsql
        as $$ begin raise exception 'storing the PDF failed'; end $$`,
  );
  await db.execute(
    sql`create trigger fail_pdf_store before insert on ${documentPdfs}
        for each row execute function fail_pdf_store()`,
  );
  try {
    return await step();
  } finally {
    await db.execute(sql`drop trigger fail_pdf_store on ${documentPdfs}`);
    await db.execute(sql`drop function fail_pdf_store()`);
  }
};
