import {
  type CollaborationStatus,
  type CollaborationStep,
  type DeclineReason,
  type DocumentAuditAction,
  type DocumentStatus,
  type DocumentTerms,
  type DocumentType,
  LEGAL_DEFAULTS,
  parseIpAssets,
  partnerTitle,
  SIGNATURE_CONSENT_TEXT,
} from '@labbridge/shared-types';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { stepSentence } from '../../modules/collaborations/steps';
import { contentHash } from '../../modules/documents/hash';
import { keepExecutedRecord } from '../../modules/documents/pdf/executed-record';
import { documentDetail, findDocument } from '../../modules/documents/queries';
import { sanitizeDocumentHtml } from '../../modules/documents/sanitize';
import {
  type AgreementContext,
  resolveTerms,
  templateInputs,
} from '../../modules/documents/templates/context';
import { agreementTitle, renderAgreement } from '../../modules/documents/templates/render';
import type { DbOrTx } from '../client';
import {
  analyticsEvents,
  collaborationEvents,
  collaborations,
  documentAuditEvents,
  documentSignatures,
  legalDocuments,
  messages,
  projects,
  users,
  vestingMilestoneCompletions,
} from '../schema';
import { insertPastMessages, type PastMessage } from './threads';

const DAY = 86_400_000;
const SEED_LOCK = 4_815_162_343;
const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);

type User = typeof users.$inferSelect;
type Project = typeof projects.$inferSelect;

interface DemoDocument {
  type: DocumentType;
  status: DocumentStatus;
  daysAgo: number;
  terms?: DocumentTerms;
  /** Milestone indexes completed by both parties (equity agreements). */
  milestonesDone?: number[];
}

interface DemoDeal {
  partner: string;
  owner: string;
  status: CollaborationStatus;
  daysAgo: number;
  equity: number | null;
  timeline: string;
  proposal: string;
  reason?: DeclineReason;
  /** A message the partner wrote three days before proposing (the office's deal speed). */
  opener?: string;
  documents: DemoDocument[];
}

const DEALS: DemoDeal[] = [
  {
    partner: 'priya.nair@labbridge.dev',
    owner: 'amira.haddad@labbridge.dev',
    status: 'active',
    daysAgo: 470,
    equity: 40,
    timeline: '24 months',
    proposal:
      'Helix Ventures would like to fund a spin-out around your enzyme cascade platform, with a pilot batch in year one.',
    documents: [
      { type: 'NDA', status: 'fully_executed', daysAgo: 465 },
      {
        type: 'equity_agreement',
        status: 'fully_executed',
        daysAgo: 430,
        terms: {
          equityDistribution: { researcher: 60, industry: 40 },
          vestingSchedule: {
            cliffPeriod: 12,
            vestingPeriod: 48,
            vestingFrequency: 'monthly',
            milestones: [
              { name: 'Pilot batch validated', equityPercent: 10 },
              { name: 'First commercial licence', equityPercent: 10 },
            ],
          },
        },
        milestonesDone: [0],
      },
    ],
  },
  {
    partner: 'lucas.berg@labbridge.dev',
    owner: 'sofia.moreno@labbridge.dev',
    status: 'pending',
    daysAgo: 2,
    equity: 12.5,
    timeline: '18 months',
    proposal:
      'Nordvolt would like to co-develop your solid-state cells towards a pilot line, funding two engineers on site.',
    documents: [{ type: 'LOI', status: 'draft', daysAgo: 1 }],
  },
  {
    partner: 'hannah.kim@labbridge.dev',
    owner: 'elena.petrova@labbridge.dev',
    status: 'active',
    daysAgo: 30,
    equity: null,
    timeline: '12 months',
    proposal:
      'Aurora Quantum would like to test your diamond magnetometers in our medical imaging rigs.',
    documents: [{ type: 'MOU', status: 'pending_signatures', daysAgo: 6 }],
  },
  {
    partner: 'grace.chen@labbridge.dev',
    owner: 'kenji.watanabe@labbridge.dev',
    status: 'completed',
    daysAgo: 200,
    equity: null,
    timeline: '6 months',
    proposal:
      'Meridian Robotics proposes a six-month pilot of your soft grippers on our packing lines.',
    documents: [
      { type: 'collaboration', status: 'fully_executed', daysAgo: 190 },
      { type: 'POC', status: 'cancelled', daysAgo: 185 },
    ],
  },
  {
    partner: 'hannah.kim@labbridge.dev',
    owner: 'daniel.okafor@labbridge.dev',
    status: 'declined',
    daysAgo: 45,
    equity: 5,
    timeline: '9 months',
    reason: 'not_a_fit',
    proposal: 'Aurora would like to license your imaging models for quantum-enhanced MRI.',
    documents: [],
  },
  {
    partner: 'lucas.berg@labbridge.dev',
    owner: 'amira.haddad@labbridge.dev',
    status: 'withdrawn',
    daysAgo: 60,
    equity: null,
    timeline: '12 months',
    proposal:
      'Nordvolt is exploring enzymatic recycling of battery binders and would like to talk.',
    documents: [],
  },
  // The last three months' deals, so the analytics funnel and the admin charts have recent shape.
  {
    partner: 'priya.nair@labbridge.dev',
    owner: 'daniel.okafor@labbridge.dev',
    status: 'active',
    daysAgo: 58,
    equity: 15,
    timeline: '12 months',
    opener:
      'Your nodule model caught our eye: could we talk about validating it in hospitals we work with?',
    proposal:
      'Helix Ventures would back a clinical validation study of your nodule model across three hospital networks.',
    documents: [{ type: 'NDA', status: 'fully_executed', daysAgo: 50 }],
  },
  {
    partner: 'grace.chen@labbridge.dev',
    owner: 'daniel.okafor@labbridge.dev',
    status: 'declined',
    daysAgo: 21,
    equity: 3,
    timeline: '6 months',
    reason: 'too_early',
    opener: 'Could your nodule model find defects in sealed packaging? We see a similar problem.',
    proposal:
      'Meridian would like to adapt your detection model to inspect sealed food packaging on our lines.',
    documents: [],
  },
  {
    partner: 'lucas.berg@labbridge.dev',
    owner: 'kenji.watanabe@labbridge.dev',
    status: 'pending',
    daysAgo: 9,
    equity: 8,
    timeline: '9 months',
    opener: 'We saw your gripper demo: would it handle soft pouch cells without denting them?',
    proposal:
      'Nordvolt is automating pouch-cell handling and would like to trial your soft gripper in our pilot plant.',
    documents: [],
  },
];

type Step = [CollaborationStep, CollaborationStatus, number];
/** Every deal opens with its proposal, which leaves it pending. */
const PROPOSED: Step = ['proposed', 'pending', 0];
/** The steps that led to each status, with how many days after the proposal each came. */
const STEPS: Record<CollaborationStatus, Step[]> = {
  pending: [PROPOSED],
  active: [PROPOSED, ['accepted', 'active', 2]],
  completed: [PROPOSED, ['accepted', 'active', 3], ['completed', 'completed', 180]],
  declined: [PROPOSED, ['declined', 'declined', 4]],
  withdrawn: [PROPOSED, ['withdrawn', 'withdrawn', 6]],
  ended: [PROPOSED, ['accepted', 'active', 2], ['ended', 'ended', 30]],
};

const name = (u: User) => [u.firstName, u.lastName].filter(Boolean).join(' ');
const party = (u: User, role: string) => ({
  name: name(u),
  organization: u.organization ?? '',
  email: u.email,
  role,
});
const IPS = ['203.0.113.24', '198.51.100.7'];
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) demo';

const seedDocument = async (
  db: DbOrTx,
  deal: { id: number; researcher: User; industry: User; project: Project },
  doc: DemoDocument,
) => {
  const { researcher, industry, project } = deal;
  const created = at(doc.daysAgo);
  const terms = resolveTerms(doc.type, doc.terms ?? {});
  const context: AgreementContext = {
    documentType: doc.type,
    effectiveDate: created,
    parties: {
      researcher: party(researcher, LEGAL_DEFAULTS.researcherRole),
      industry: party(industry, LEGAL_DEFAULTS.industryRole),
    },
    partnerTitle: partnerTitle(industry),
    project: {
      title: project.title,
      description: project.description,
      intellectualProperty: parseIpAssets((project.intellectualProperty ?? '').replace(/\n/g, ',')),
      fundingAmount: project.fundingRequired,
      timeline: project.timelineMonths ? `${project.timelineMonths} months` : '12 months',
    },
    terms,
  };
  const title = agreementTitle(context);
  const content = sanitizeDocumentHtml(renderAgreement(context));
  const frozen = doc.status !== 'draft';
  const finalizedAt = frozen ? new Date(created.getTime() + DAY) : null;
  const signers =
    doc.status === 'fully_executed'
      ? [researcher, industry]
      : doc.status === 'pending_signatures'
        ? [researcher]
        : [];
  const executedAt = doc.status === 'fully_executed' ? new Date(created.getTime() + 3 * DAY) : null;
  const hash = frozen ? contentHash({ title, content, terms, documentType: doc.type }) : null;
  const [row] = await db
    .insert(legalDocuments)
    .values({
      title,
      content,
      documentType: doc.type,
      status: doc.status,
      terms,
      templateContext: templateInputs(context),
      researcherUserId: researcher.id,
      industryUserId: industry.id,
      createdById: industry.id,
      projectId: project.id,
      collaborationId: deal.id,
      version: frozen ? 2 + signers.length : 1,
      contentHash: hash,
      finalizedAt,
      executedAt,
      cancelledAt: doc.status === 'cancelled' ? new Date(created.getTime() + 2 * DAY) : null,
      cancelReason: doc.status === 'cancelled' ? 'Replaced by the collaboration agreement.' : null,
      createdAt: created,
      updatedAt: executedAt ?? finalizedAt ?? created,
    })
    .returning({ id: legalDocuments.id });
  const id = row!.id;
  const audit: { action: DocumentAuditAction; actor: User; when: Date; detail?: string }[] = [
    { action: 'created', actor: industry, when: created },
  ];
  if (finalizedAt)
    audit.push({
      action: 'finalized',
      actor: industry,
      when: finalizedAt,
      detail: `SHA-256 ${hash}`,
    });
  signers.forEach((signer, i) => {
    audit.push({
      action: 'signed',
      actor: signer,
      when: new Date(created.getTime() + (2 + i) * DAY),
    });
  });
  if (executedAt) audit.push({ action: 'executed', actor: industry, when: executedAt });
  if (doc.status === 'cancelled') {
    audit.push({
      action: 'cancelled',
      actor: researcher,
      when: new Date(created.getTime() + 2 * DAY),
    });
  }
  if (signers.length) {
    await db.insert(documentSignatures).values(
      signers.map((signer, i) => ({
        documentId: id,
        userId: signer.id,
        signatureName: name(signer),
        contentHash: hash!,
        consentText: SIGNATURE_CONSENT_TEXT,
        ipAddress: IPS[i]!,
        userAgent: AGENT,
        signedAt: new Date(created.getTime() + (2 + i) * DAY),
      })),
    );
  }
  await db.insert(documentAuditEvents).values(
    audit.map((a) => ({
      documentId: id,
      action: a.action,
      actorId: a.actor.id,
      ipAddress: IPS[a.actor.id === researcher.id ? 0 : 1]!,
      userAgent: AGENT,
      detail: a.detail ?? null,
      createdAt: a.when,
    })),
  );
  if (executedAt) {
    // As the industry partner's signature, the second, keeps it (documents/signatures/service.ts).
    await keepExecutedRecord(db, await documentDetail(db, industry, await findDocument(db, id)));
  }
  for (const index of doc.milestonesDone ?? []) {
    await db.insert(vestingMilestoneCompletions).values(
      [researcher, industry].map((u, k) => ({
        documentId: id,
        milestoneIndex: index,
        userId: u.id,
        completedAt: at(90 - k),
      })),
    );
  }
};

/**
 * Demo deals between the demo accounts: proposals in every state with their history and thread
 * cards, and documents in every status, including an executed equity agreement whose vesting
 * clock has run past its cliff. Once, and only when there are none yet.
 */
export const seedDemoDeals = (db: DbOrTx) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(collaborations);
    if ((existing?.n ?? 0) > 0) return 0;
    const emails = [...new Set(DEALS.flatMap((d) => [d.partner, d.owner]))];
    const people = new Map(
      (await tx.select().from(users).where(inArray(users.email, emails))).map((u) => [u.email, u]),
    );
    // Thread cards and the history of each deal go in at the end, a statement per table.
    const thread: PastMessage[] = [];
    const openers: { index: number; readAt: Date }[] = [];
    const steps: (typeof collaborationEvents.$inferInsert)[] = [];
    const started: (typeof analyticsEvents.$inferInsert)[] = [];
    let created = 0;
    for (const deal of DEALS) {
      const researcher = people.get(deal.owner);
      const industry = people.get(deal.partner);
      if (!researcher || !industry) continue;
      const [project] = await tx
        .select()
        .from(projects)
        .where(eq(projects.userId, researcher.id))
        .orderBy(asc(projects.id))
        .limit(1);
      if (!project) continue;
      const history = STEPS[deal.status];
      const lastAt = at(deal.daysAgo - history.at(-1)![2]);
      const [row] = await tx
        .insert(collaborations)
        .values({
          projectId: project.id,
          researcherId: researcher.id,
          industryPartnerId: industry.id,
          initiatorId: industry.id,
          status: deal.status,
          proposalMessage: deal.proposal,
          proposedEquity: deal.equity,
          proposedTimeline: deal.timeline,
          createdAt: at(deal.daysAgo),
          updatedAt: lastAt,
        })
        .returning({ id: collaborations.id });
      const id = row!.id;
      if (deal.opener) {
        // Answered by the proposal that followed: read.
        openers.push({ index: thread.length, readAt: at(deal.daysAgo) });
        thread.push({
          senderId: industry.id,
          receiverId: researcher.id,
          content: deal.opener,
          projectId: project.id,
          createdAt: at(deal.daysAgo + 3),
        });
      }
      for (const [step, status, after] of history) {
        const actor = step === 'proposed' || step === 'withdrawn' ? industry : researcher;
        const when = at(deal.daysAgo - after);
        const reason = step === 'declined' ? (deal.reason ?? 'other') : null;
        steps.push({
          collaborationId: id,
          step,
          status,
          actorId: actor.id,
          reason,
          createdAt: when,
        });
        thread.push({
          senderId: actor.id,
          receiverId: actor.id === industry.id ? researcher.id : industry.id,
          content: stepSentence(step, name(actor), project.title, reason),
          projectId: project.id,
          card: { collaborationId: id, step },
          createdAt: when,
        });
        if (step === 'accepted') {
          started.push({
            eventType: 'collaboration_started',
            userId: researcher.id,
            subjectUserId: industry.id,
            projectId: project.id,
            dedupeKey: `collaboration_started:${id}`,
            metadata: { collaborationId: id },
            createdAt: when,
          });
        }
      }
      for (const doc of deal.documents)
        await seedDocument(tx, { id, researcher, industry, project }, doc);
      created += 1;
    }
    if (steps.length) await tx.insert(collaborationEvents).values(steps);
    if (started.length) await tx.insert(analyticsEvents).values(started);
    const messageIds = await insertPastMessages(tx, thread);
    for (const { index, readAt } of openers) {
      await tx
        .update(messages)
        .set({ isRead: true, readAt })
        .where(eq(messages.id, messageIds[index]!));
    }
    return created;
  });
