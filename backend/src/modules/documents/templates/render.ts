import { years } from '@labbridge/shared-types';
import { AGREEMENT_KINDS } from './clauses';
import {
  type AgreementContext,
  b,
  capitalised,
  funding,
  ipAssets,
  longDate,
  type PartyInfo,
  partner,
  RESEARCHER,
  type Section,
  t,
} from './context';

const partyLine = (party: PartyInfo, label: string) =>
  `${b(party.name)}, ${t(party.role)}, ${t(party.organization)} (${t(party.email)}) (${label})`;

const renderSection = (section: Section, n: number) =>
  [
    `<h2>${n}. ${t(section.heading)}</h2>`,
    ...(section.paragraphs ?? []).map((p) => `<p>${p}</p>`),
    section.items?.length ? `<ul>${section.items.map((i) => `<li>${i}</li>`).join('')}</ul>` : '',
  ].join('');

const signatureBlock = (party: PartyInfo, label: string) =>
  `<p><strong>For ${t(label)}</strong><br>Name: ${t(party.name)}<br>Role: ${t(party.role)}<br>Organisation: ${t(party.organization)}<br>Email: ${t(party.email)}<br>Signature: ______________________<br>Date: ______________________</p>`;

/** The agreement's title: its kind and the project it is about. */
export const agreementTitle = (ctx: Pick<AgreementContext, 'documentType' | 'project'>) =>
  `${AGREEMENT_KINDS[ctx.documentType].name} – ${ctx.project.title}`;

/**
 * A complete agreement of the requested kind as HTML: title, parties, recitals, definitions, the
 * kind's own clauses, confidentiality, term and termination, dispute resolution, general
 * provisions and signature blocks. Every value that came from a user is escaped.
 */
export const renderAgreement = (ctx: AgreementContext): string => {
  const kind = AGREEMENT_KINDS[ctx.documentType];
  const { researcher, industry } = ctx.parties;
  const sections: Section[] = [
    {
      heading: 'Recitals',
      items: [
        `${capitalised(RESEARCHER)} leads the research project ${b(ctx.project.title)} (the “Project”).`,
        `${capitalised(partner(ctx))} is interested in the Project and its commercial applications.`,
        `The Parties wish to ${kind.purpose(ctx)}, on the terms of this Agreement.`,
      ],
    },
    {
      heading: 'Definitions',
      paragraphs: [
        `“Project” means the research project ${b(ctx.project.title)}, described by the Parties as follows: ${t(ctx.project.description)}`,
        `“Project Timeline” means ${t(ctx.project.timeline)}. “Funding Amount” means ${funding(ctx)}.`,
        `“Intellectual Property Assets” means: ${ipAssets(ctx)}.`,
        '“Confidential Information” has the meaning given in the confidentiality clause; “Effective Date” means the date written above.',
      ],
    },
    ...kind.sections(ctx),
    ...(ctx.projectClauses?.length
      ? [
          {
            heading: 'Project-Specific Clauses',
            paragraphs: ctx.projectClauses.map(
              (c) => `${b(c.heading.replace(/[.:]\s*$/, ''))}. ${t(c.text)}`,
            ),
          },
        ]
      : []),
    {
      heading: 'Confidentiality',
      paragraphs: [
        `Each Party keeps the other’s Confidential Information secret and uses it only for the purposes of this Agreement, during its term and for ${years(ctx.terms.confidentialityPeriod)} after it ends.`,
      ],
    },
    {
      heading: 'Term and Termination',
      paragraphs: [
        `This Agreement starts on the Effective Date and continues for the Project Timeline unless ended earlier. ${t(ctx.terms.terminationClause)}`,
        'Clauses that by their nature survive termination (confidentiality, intellectual property, vested equity, dispute resolution) continue to apply.',
      ],
    },
    {
      heading: 'Dispute Resolution',
      paragraphs: [
        `The Parties will first try to settle any dispute by good-faith negotiation between senior representatives for 30 days. ${t(ctx.terms.disputeResolution)}`,
      ],
    },
    {
      heading: 'General Provisions',
      paragraphs: [
        `This Agreement is the entire agreement between the Parties on its subject and may be changed only in writing signed by both.${kind.binding ? '' : ' Apart from the clauses stated to bind the Parties, it is not legally binding.'} It may be signed electronically; each electronic signature has the effect of a handwritten one.`,
        'Generated documents need legal review before execution: each Party confirms it has had the opportunity to take independent legal advice.',
      ],
    },
  ];
  return [
    `<h1>${t(agreementTitle(ctx))}</h1>`,
    `<p>This ${t(kind.name)} (the “Agreement”) is made on ${longDate(ctx.effectiveDate)} (the “Effective Date”) between:</p>`,
    `<ol><li>${partyLine(researcher, RESEARCHER)}; and</li><li>${partyLine(industry, partner(ctx))},</li></ol>`,
    '<p>each a “Party” and together the “Parties”.</p>',
    ...sections.map((s, i) => renderSection(s, i + 1)),
    `<h2>${sections.length + 1}. Signatures</h2>`,
    '<p>Signed by the Parties on the dates of their electronic signatures:</p>',
    signatureBlock(researcher, 'the Researcher'),
    signatureBlock(industry, `the ${ctx.partnerTitle}`),
  ].join('');
};
