import {
  type AiSource,
  type GenerateDocumentResponse,
  type generateDocumentRequestSchema,
  LEGAL_DEFAULTS,
  partnerTitle,
} from '@labbridge/shared-types';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AiCallOptions, AiResult } from '../../ai';
import type { Clause } from '../../ai/local/clauses';
import { localSource } from '../../ai/provider';
import { type EnrichClausesInput, enrichClausesTask } from '../../ai/tasks/enrich-clauses';
import { forbidden, validationError } from '../../core/errors';
import { withTx } from '../../core/tx';
import { documentVersions, legalDocuments, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { assertCanDraftFor, collaborationPartyIds } from '../collaborations/access';
import { findCollaboration } from '../collaborations/queries';
import { displayName } from '../users/parties';
import type { UserRow } from '../users/present';
import { isDocumentParty } from './access';
import { announceDocument } from './announce';
import { type RequestMeta, recordAudit } from './audit';
import { assertStillTakesNewDocuments, assertTakesNewDocuments } from './collaboration';
import { plainText, sanitizeDocumentHtml } from './sanitize';
import { type AgreementContext, resolveTerms, templateInputs } from './templates/context';
import { agreementTitle, renderAgreement } from './templates/render';

export type GenerateRequest = z.output<typeof generateDocumentRequestSchema>;
type Side = 'researcher' | 'industry';
const SIDES: Side[] = ['researcher', 'industry'];

const SIDE_ACCOUNT: Record<Side, string> = {
  researcher: "Must be the email of a researcher's account",
  industry: "Must be the email of an industry partner's account",
};

const emailError = (side: Side, message: string) =>
  validationError(message, { [`parties.${side}.email`]: [message] });

/**
 * The two accounts a document binds. With a collaboration they are its parties and the emails
 * must be theirs; otherwise they are the accounts the emails name, one of them the requester.
 */
const resolveParties = async (deps: Deps, user: UserRow, req: GenerateRequest) => {
  const { db } = deps;
  if (req.collaborationId) {
    const { collaboration } = await findCollaboration(db, user, req.collaborationId);
    assertCanDraftFor(user, collaboration);
    assertTakesNewDocuments(collaboration.status);
    const rows = await db
      .select({ id: users.id, email: users.email, userType: users.userType })
      .from(users)
      .where(inArray(users.id, collaborationPartyIds(collaboration)));
    const emailOf = (id: string) => rows.find((r) => r.id === id)?.email;
    const ids = {
      researcher: collaboration.researcherId,
      industry: collaboration.industryPartnerId,
    };
    for (const side of SIDES) {
      if (emailOf(ids[side]) !== req.parties[side].email) {
        throw emailError(side, `Must be the email of the collaboration's ${side} party`);
      }
    }
    // The proposer is the industry side, an industry partner or a researcher.
    const partner = rows.find((r) => r.id === ids.industry) ?? null;
    return {
      ...ids,
      partnerTitle: partnerTitle(partner),
      projectId: collaboration.projectId,
      collaborationId: collaboration.id,
    };
  }
  const emails = SIDES.map((side) => req.parties[side].email);
  const rows = await db
    .select({ id: users.id, email: users.email, userType: users.userType })
    .from(users)
    .where(inArray(users.email, emails));
  const ids = {} as Record<Side, string>;
  for (const side of SIDES) {
    const row = rows.find((r) => r.email === req.parties[side].email);
    if (!row) throw emailError(side, 'No LabBridge account uses this email');
    // Each signature block speaks for its side; a platform administrator signs for neither.
    if (row.userType !== side) throw emailError(side, SIDE_ACCOUNT[side]);
    ids[side] = row.id;
  }
  if (ids.researcher === ids.industry) {
    throw emailError('industry', 'The two parties must be different accounts');
  }
  if (!isDocumentParty(user, { researcherUserId: ids.researcher, industryUserId: ids.industry })) {
    throw forbidden('You can only generate documents you are a party to');
  }
  return {
    ...ids,
    partnerTitle: partnerTitle(rows.find((r) => r.id === ids.industry)),
    projectId: null,
    collaborationId: null,
  };
};

/** Which provider and model wrote the project-specific clauses, for the audit trail. */
export const clausesSource = ({ provider, model, fallback }: AiSource) =>
  `Project-specific clauses by ${provider} (${model})${fallback ? ', after a model failure' : ''}`;

/**
 * The project-specific clauses for a draft. The task reads only this draft's project details, not
 * its terms (EnrichClausesInput says why). The provider already falls back to the local rules on a model failure; anything else it
 * throws falls back here too, so a draft never fails for want of AI clauses.
 */
const projectClauses = async (
  deps: Deps,
  input: EnrichClausesInput,
  options: AiCallOptions,
): Promise<AiResult<{ clauses: Clause[] }>> => {
  try {
    return await deps.ai.run(enrichClausesTask, input, options);
  } catch (err) {
    deps.logger.warn(
      { err, correlationId: options.correlationId },
      'enrich_clauses failed; using the local clauses',
    );
    return { value: enrichClausesTask.local(input), generatedBy: localSource(true) };
  }
};

/**
 * Generates a draft from the agreement template of its type, filled from the parties, the
 * project and the terms (§9 defaults for what is missing), and tells the other party.
 */
export const generateDocument = async (
  deps: Deps,
  user: UserRow,
  input: GenerateRequest,
  meta: RequestMeta,
  options: AiCallOptions = {},
): Promise<GenerateDocumentResponse> => {
  const parties = await resolveParties(deps, user, input);
  const terms = resolveTerms(input.documentType, input.terms);
  const { title: projectTitle, description, intellectualProperty, timeline } = input.projectDetails;
  const clauses = await projectClauses(
    deps,
    {
      documentType: input.documentType,
      partnerTitle: parties.partnerTitle,
      project: { title: projectTitle, description, intellectualProperty, timeline },
    },
    options,
  );
  const context: AgreementContext = {
    documentType: input.documentType,
    effectiveDate: new Date(),
    parties: {
      researcher: {
        ...input.parties.researcher,
        role: input.parties.researcher.role ?? LEGAL_DEFAULTS.researcherRole,
      },
      industry: {
        ...input.parties.industry,
        role: input.parties.industry.role ?? LEGAL_DEFAULTS.industryRole,
      },
    },
    partnerTitle: parties.partnerTitle,
    project: input.projectDetails,
    terms,
    projectClauses: clauses.value.clauses,
  };
  const title = plainText(agreementTitle(context)).slice(0, 200);
  const content = sanitizeDocumentHtml(renderAgreement(context));

  return withTx(deps, async (tx, emit) => {
    if (parties.collaborationId) await assertStillTakesNewDocuments(tx, parties.collaborationId);
    const [row] = await tx
      .insert(legalDocuments)
      .values({
        title,
        content,
        documentType: input.documentType,
        terms,
        templateContext: templateInputs(context),
        researcherUserId: parties.researcher,
        industryUserId: parties.industry,
        createdById: user.id,
        projectId: parties.projectId,
        collaborationId: parties.collaborationId,
      })
      .returning();
    const doc = row!;
    await tx.insert(documentVersions).values({
      documentId: doc.id,
      version: doc.version,
      title,
      content,
      createdById: user.id,
    });
    await recordAudit(tx, {
      documentId: doc.id,
      action: 'created',
      actorId: user.id,
      meta,
      detail: clausesSource(clauses.generatedBy),
    });
    await announceDocument(tx, emit, doc, 'created', user.id, {
      title: 'New document to review',
      message: `${displayName(user)} generated “${title}” for you both to review.`,
    });
    return { title, documentId: doc.id };
  });
};
