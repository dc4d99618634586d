import type { LegalDocumentListResponse } from '@labbridge/shared-types';
import { Hono } from 'hono';
import type { Deps } from '../../deps';
import type { AppEnv } from '../../http/env';
import { requireUser } from '../auth/session';
import { listDocuments } from './service';

/** Mounted at /api/legal, where document generation will join the list. */
export const documentRoutes = ({ db }: Deps) =>
  new Hono<AppEnv>().get('/documents', async (c) => {
    const documents = await listDocuments(db, requireUser(c));
    return c.json({ documents } satisfies LegalDocumentListResponse);
  });
