import {
  cancelDocumentRequestSchema,
  generateDocumentRequestSchema,
  legalDocumentListQuerySchema,
  sha256HexSchema,
  signDocumentRequestSchema,
  updateLegalDocumentRequestSchema,
  vestingListQuerySchema,
} from '@labbridge/shared-types';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { parseOrThrow } from '../../core/validation';
import type { Deps } from '../../deps';
import { aiCallOptions } from '../../http/correlation';
import type { AppEnv } from '../../http/env';
import { idParam, jsonBody, queryParams } from '../../http/validate';
import { requireUser } from '../auth/session';
import { assertDocumentAccess } from './access';
import type { RequestMeta } from './audit';
import { generateDocument } from './generate';
import { documentPdf, pdfFileName } from './pdf/service';
import { findDocument, listDocuments } from './queries';
import { createDocumentService } from './service';
import { signDocument } from './signatures/service';
import { verifyHash } from './verify';
import { completeMilestone, listVesting } from './vesting';

const meta = (c: Context<AppEnv>): RequestMeta => ({
  ipAddress: c.get('clientIp') ?? null,
  userAgent: c.req.header('user-agent') ?? null,
});

const milestoneIndex = (c: Context) =>
  parseOrThrow(
    z
      .string()
      .regex(/^\d{1,2}$/, 'Must be a milestone number')
      .transform(Number),
    c.req.param('index'),
  );

/** Mounted at /api/legal: generation, the documents and their lifecycle, vesting, verification. */
export const documentRoutes = (deps: Deps) => {
  const { db } = deps;
  const service = createDocumentService(deps);
  return new Hono<AppEnv>()
    .post('/generate-document', async (c) => {
      const user = requireUser(c);
      const input = await jsonBody(c, generateDocumentRequestSchema);
      return c.json(await generateDocument(deps, user, input, meta(c), aiCallOptions(c)), 201);
    })
    .get('/documents', async (c) => {
      const user = requireUser(c);
      const filter = queryParams(c, legalDocumentListQuerySchema);
      return c.json({ documents: await listDocuments(db, user, filter) });
    })
    .get('/documents/:id', async (c) =>
      c.json(await service.open(requireUser(c), idParam(c), meta(c))),
    )
    .patch('/documents/:id', async (c) => {
      const user = requireUser(c);
      const id = idParam(c);
      const input = await jsonBody(c, updateLegalDocumentRequestSchema);
      return c.json(await service.update(user, id, input, meta(c)));
    })
    .post('/documents/:id/finalize', async (c) =>
      c.json(await service.finalize(requireUser(c), idParam(c), meta(c))),
    )
    .post('/documents/:id/sign', async (c) => {
      const user = requireUser(c);
      const id = idParam(c);
      const { fullName } = await jsonBody(c, signDocumentRequestSchema);
      return c.json(await signDocument(deps, user, id, fullName, meta(c)));
    })
    .post('/documents/:id/cancel', async (c) => {
      const user = requireUser(c);
      const id = idParam(c);
      const { reason } = await jsonBody(c, cancelDocumentRequestSchema);
      return c.json(await service.cancel(user, id, reason, meta(c)));
    })
    .get('/documents/:id/pdf', async (c) => {
      const user = requireUser(c);
      const row = await findDocument(db, idParam(c));
      assertDocumentAccess(user, row, true);
      const pdf = await documentPdf(deps, user, row);
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${pdfFileName(row)}"`,
        'cache-control': 'private, no-store',
      });
    })
    .post('/documents/:id/milestones/:index/complete', async (c) => {
      const user = requireUser(c);
      return c.json(await completeMilestone(deps, user, idParam(c), milestoneIndex(c)));
    })
    .get('/vesting', async (c) => {
      const { status } = queryParams(c, vestingListQuerySchema);
      return c.json({ schedules: await listVesting(db, requireUser(c), status) });
    })
    .get('/verify/:hash', async (c) =>
      c.json(await verifyHash(db, parseOrThrow(sha256HexSchema, c.req.param('hash')))),
    );
};
