import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AiCallOptions, AiProvider } from '../../ai';
import type { Db, DbOrTx } from '../../db/client';
import { aiEmbeddings } from '../../db/schema';
import { holdAccounts } from '../users/accounts';

const BATCH = 64;
/** New embeddings per request at most: a large catalogue is embedded over a few requests. */
const PER_REQUEST_MAX = 256;

const textHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

export const cosine = (a: number[], b: number[]) => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
};

type SubjectType = 'project' | 'user' | 'public-profile';
type EmbeddingRow = typeof aiEmbeddings.$inferInsert;

const upsert = (db: DbOrTx, rows: EmbeddingRow[]) =>
  rows.length === 0
    ? Promise.resolve()
    : db
        .insert(aiEmbeddings)
        .values(rows)
        .onConflictDoUpdate({
          target: [aiEmbeddings.subjectType, aiEmbeddings.subjectId, aiEmbeddings.model],
          set: {
            textHash: sql`excluded.text_hash`,
            vector: sql`excluded.vector`,
            updatedAt: sql`now()`,
          },
        });

/**
 * Stores the vectors. A person's profile was read before the model was asked, which takes a
 * while: their account may have been deleted since, with its embeddings. So theirs are written
 * only with their accounts held and seen not deleted; a deletion that starts meanwhile waits,
 * and then removes what this wrote.
 */
const store = async (db: Db, subjectType: SubjectType, rows: EmbeddingRow[]) => {
  if (subjectType === 'project') return upsert(db, rows);
  await db.transaction(async (tx) => {
    const accounts = await holdAccounts(
      tx,
      rows.map((r) => r.subjectId),
    );
    await upsert(
      tx,
      rows.filter((r) => accounts.get(r.subjectId)?.deletedAt === null),
    );
  });
};

/**
 * The stored embedding of each subject, computing and storing those that are missing or whose
 * text changed since. Null when the provider has no embeddings model or the model failed.
 */
export const embeddingsFor = async (
  { db, ai }: { db: Db; ai: Pick<AiProvider, 'embed' | 'embeddingModel'> },
  /** 'public-profile': a user's public fields only, what another user may be matched on. */
  subjectType: SubjectType,
  items: { id: string; text: string }[],
  options: AiCallOptions = {},
): Promise<Map<string, number[]> | null> => {
  const model = ai.embeddingModel;
  if (!ai.embed || !model) return null;
  const stored = await db
    .select({
      id: aiEmbeddings.subjectId,
      hash: aiEmbeddings.textHash,
      vector: aiEmbeddings.vector,
    })
    .from(aiEmbeddings)
    .where(and(eq(aiEmbeddings.subjectType, subjectType), eq(aiEmbeddings.model, model)));
  const byId = new Map(stored.map((r) => [r.id, r]));
  const vectors = new Map<string, number[]>();
  const stale: { id: string; text: string; hash: string }[] = [];
  for (const item of items) {
    const hash = textHash(item.text);
    const row = byId.get(item.id);
    if (row?.hash === hash) vectors.set(item.id, row.vector);
    else stale.push({ ...item, hash });
  }
  const todo = stale.slice(0, PER_REQUEST_MAX);
  for (let i = 0; i < todo.length; i += BATCH) {
    const batch = todo.slice(i, i + BATCH);
    const answer = await ai.embed(
      batch.map((b) => b.text),
      options,
    );
    if (!answer) return null;
    await store(
      db,
      subjectType,
      batch.map((b, j) => ({
        subjectType,
        subjectId: b.id,
        model,
        textHash: b.hash,
        vector: answer[j]!,
      })),
    );
    for (const [j, b] of batch.entries()) vectors.set(b.id, answer[j]!);
  }
  return vectors;
};
