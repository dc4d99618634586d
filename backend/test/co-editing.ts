import { count, eq } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { documentYjsUpdates, legalDocuments } from '../src/db/schema';
import { type YClient, yClient } from './collab-client';
import { documentHelpers, type Person, signUp } from './factories';
import type { LiveServer } from './realtime';

/**
 * Drafts and joined Yjs editors on a live server, for the co-editing tests. `current` answers the
 * server the file runs now: a test that restarts it swaps the one the helpers use. Every client,
 * those the helpers join and those a test pushes onto `clients`, is destroyed after the file.
 */
export const coEditing = (current: () => LiveServer) => {
  const docs = () => documentHelpers(current());
  const clients: YClient[] = [];
  afterAll(() => {
    for (const c of clients) c.destroy();
  });

  /** A draft between a fresh researcher and a fresh industry user. */
  const draftBetween = async () => {
    const researcher = await signUp(current(), { userType: 'researcher' });
    const industry = await signUp(current(), { userType: 'industry' });
    const { documentId } = await docs().generated(
      researcher,
      docs().requestBody(researcher, industry),
    );
    return { researcher, industry, documentId };
  };

  /** A Yjs client of `who`'s, joined and synced. */
  const editor = async (
    who: Person,
    documentId: number,
    on: Pick<LiveServer, 'connect'> = current(),
  ) => {
    const client = yClient(documentId);
    clients.push(client);
    const answer = await client.join(await on.connect(who.cookie));
    expect(answer).toMatchObject({ ok: true });
    await client.synced();
    return client;
  };

  const logRows = async (documentId: number) => {
    const [row] = await current()
      .deps.db.select({ n: count() })
      .from(documentYjsUpdates)
      .where(eq(documentYjsUpdates.documentId, documentId));
    return row!.n;
  };

  const storedContent = async (documentId: number) => {
    await current().realtime.collab.flush();
    const [row] = await current()
      .deps.db.select({ content: legalDocuments.content })
      .from(legalDocuments)
      .where(eq(legalDocuments.id, documentId));
    return row!.content;
  };

  /** A fresh draft (see draftBetween) with both parties' editors joined: `a` the researcher's. */
  const bothEditing = async () => {
    const draft = await draftBetween();
    const a = await editor(draft.researcher, draft.documentId);
    const b = await editor(draft.industry, draft.documentId);
    return { ...draft, a, b };
  };

  return { docs, clients, draftBetween, editor, logRows, storedContent, bothEditing };
};
