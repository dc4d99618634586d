import { type DocumentType, FREQUENCY_WORDS, months, percent } from '@labbridge/shared-types';
import {
  type AgreementContext,
  b,
  capitalised,
  funding,
  ipAssets,
  partner,
  RESEARCHER,
  type Section,
  t,
} from './context';

export interface AgreementKind {
  /** The agreement's name, before ' – <project title>'. */
  name: string;
  /** Whether the agreement binds the Parties (LOI and MOU bind only their confidentiality clause). */
  binding: boolean;
  /** Completes 'The Parties wish to …' in the recitals. */
  purpose: (ctx: AgreementContext) => string;
  /** The clauses that belong to this kind of agreement. */
  sections: (ctx: AgreementContext) => Section[];
}

const project = (ctx: AgreementContext) => b(ctx.project.title);

/** An industry partner brings its industry's know-how; a researcher who proposed, their own. */
const fromIndustry = (ctx: AgreementContext) => ctx.partnerTitle === 'Industry Partner';

const vestingSections = (ctx: AgreementContext): Section[] => {
  const equity = ctx.terms.equityDistribution!;
  const vesting = ctx.terms.vestingSchedule!;
  const milestones = vesting.milestones ?? [];
  const milestoneShare = milestones.reduce((sum, m) => sum + m.equityPercent, 0);
  return [
    {
      heading: 'Equity Allocation',
      paragraphs: [
        `The equity in the Venture formed to commercialise ${project(ctx)} is allocated ${percent(equity.researcher)} to ${RESEARCHER} and ${percent(equity.industry)} to ${partner(ctx)} (together 100%).`,
        'No Party may transfer, pledge or otherwise dispose of unvested equity.',
      ],
    },
    {
      heading: 'Vesting Schedule',
      paragraphs: [
        `Each Party's equity vests from the date this Agreement is fully executed (the “Vesting Start Date”). ${percent(100 - milestoneShare)} of each Party's equity vests over a vesting period of ${months(vesting.vestingPeriod)} in ${FREQUENCY_WORDS[vesting.vestingFrequency]} instalments, subject to a cliff of ${months(vesting.cliffPeriod)}: nothing vests before the cliff, and on the cliff date the instalments accrued until then vest at once.`,
        milestones.length
          ? 'The remaining equity vests on the following milestones, each once both Parties have confirmed in writing (including through the LabBridge platform) that it has been achieved:'
          : 'No equity vests on milestones.',
      ],
      items: milestones.map(
        (m) => `${t(m.name)}: ${percent(m.equityPercent)} of each Party's equity`,
      ),
    },
    {
      heading: 'Leavers',
      paragraphs: [
        'If a Party ceases to contribute to the Venture, its unvested equity lapses and may be reallocated by the Venture; its vested equity is retained.',
      ],
    },
  ];
};

export const AGREEMENT_KINDS: Record<DocumentType, AgreementKind> = {
  NDA: {
    name: 'Mutual Non-Disclosure Agreement',
    binding: true,
    purpose: (ctx) =>
      `exchange confidential information in order to evaluate a possible collaboration on ${project(ctx)}`,
    sections: (ctx) => [
      {
        heading: 'Confidential Information',
        paragraphs: [
          `“Confidential Information” means all non-public information disclosed by one Party to the other in connection with ${project(ctx)}, in any form, including the intellectual property assets listed in this Agreement, research data, know-how, designs and business plans.`,
        ],
        items: [
          'information that is or becomes public through no fault of the receiving Party;',
          'information the receiving Party already lawfully held without an obligation of confidence;',
          'information independently developed without use of the disclosing Party’s information;',
          'information received from a third party entitled to disclose it.',
        ],
      },
      {
        heading: 'Obligations of the Receiving Party',
        items: [
          'to use Confidential Information only to evaluate and pursue the collaboration;',
          'to disclose it only to employees and advisers who need to know it and are bound by equivalent duties;',
          'to protect it with at least the care it uses for its own confidential information, and no less than reasonable care;',
          'to return or destroy it on written request, save for copies kept under a legal duty.',
        ],
      },
      {
        heading: 'No Licence',
        paragraphs: [
          'Nothing in this Agreement grants any licence or right in any patent, copyright or other intellectual property of the disclosing Party, except the limited right to evaluate Confidential Information.',
        ],
      },
      {
        heading: 'Remedies',
        paragraphs: [
          'Each Party acknowledges that a breach may cause irreparable harm for which damages are not an adequate remedy, and that the other Party may seek injunctive relief in addition to any other remedy.',
        ],
      },
    ],
  },

  collaboration: {
    name: 'Research Collaboration Agreement',
    binding: true,
    purpose: (ctx) => `carry out ${project(ctx)} together`,
    sections: (ctx) => [
      {
        heading: 'Scope of the Collaboration',
        paragraphs: [
          `The Parties will collaborate on the Project as described in this Agreement over ${t(ctx.project.timeline)}. ${capitalised(RESEARCHER)} leads the research work; ${partner(ctx)} contributes ${fromIndustry(ctx) ? 'industrial expertise, materials and market guidance' : 'its own expertise and materials'}.`,
        ],
      },
      {
        heading: 'Funding',
        paragraphs: [
          `${capitalised(partner(ctx))} will fund the Project with ${funding(ctx)}, paid in instalments against a budget agreed by both Parties.`,
        ],
      },
      {
        heading: 'Intellectual Property',
        paragraphs: [
          `Each Party keeps its background intellectual property, including ${ipAssets(ctx)}. Results generated jointly under this Agreement are owned jointly; ${partner(ctx)} has a first option to negotiate an exclusive licence to them on fair and reasonable terms.`,
        ],
      },
      {
        heading: 'Publications',
        paragraphs: [
          `${capitalised(RESEARCHER)} may publish results after giving ${partner(ctx)} 30 days to review a draft and to request the removal of its Confidential Information or a delay of up to 60 days to file patent applications.`,
        ],
      },
      {
        heading: 'Governance',
        paragraphs: [
          'A steering group with one representative of each Party meets at least quarterly to review progress against the Project plan.',
        ],
      },
    ],
  },

  licensing: {
    name: 'Technology Licensing Agreement',
    binding: true,
    purpose: (ctx) => `license the technology of ${project(ctx)} for commercial use`,
    sections: (ctx) => [
      {
        heading: 'Licence Grant',
        paragraphs: [
          `${capitalised(RESEARCHER)} grants ${partner(ctx)} a non-transferable licence to use, develop and commercialise the Licensed Technology, being ${ipAssets(ctx)}, in the field of the Project, for the term of this Agreement.`,
        ],
      },
      {
        heading: 'Fees and Royalties',
        paragraphs: [
          `${capitalised(partner(ctx))} pays a licence fee of ${funding(ctx)} and a royalty on net sales of licensed products at a rate to be set out in a schedule signed by both Parties.`,
        ],
      },
      {
        heading: 'Diligence',
        paragraphs: [
          `${capitalised(partner(ctx))} will use reasonable efforts to bring a licensed product to market within ${t(ctx.project.timeline)} and will report on its progress every six months.`,
        ],
      },
      {
        heading: 'Patents and Improvements',
        paragraphs: [
          `${capitalised(RESEARCHER)} controls the filing and maintenance of patents on the Licensed Technology; ${partner(ctx)} reimburses reasonable costs in the licensed territory. Improvements made by either Party are disclosed to the other.`,
        ],
      },
      {
        heading: 'Warranties',
        paragraphs: [
          'The Licensed Technology is provided “as is”. Neither Party gives any warranty of non-infringement or fitness for a particular purpose, except as stated in this Agreement.',
        ],
      },
    ],
  },

  equity_agreement: {
    name: 'Equity and Vesting Agreement',
    binding: true,
    purpose: (ctx) =>
      `hold equity in a venture that commercialises ${project(ctx)} (the “Venture”)`,
    sections: (ctx) => [
      ...vestingSections(ctx),
      {
        heading: 'Contributions',
        paragraphs: [
          `${capitalised(RESEARCHER)} contributes the intellectual property assets (${ipAssets(ctx)}) and scientific leadership; ${partner(ctx)} contributes ${funding(ctx)} of funding and commercial leadership over ${t(ctx.project.timeline)}.`,
        ],
      },
    ],
  },

  employment: {
    name: 'Research Employment Agreement',
    binding: true,
    purpose: (ctx) => `engage ${RESEARCHER} to work on ${project(ctx)} for ${partner(ctx)}`,
    sections: (ctx) => [
      {
        heading: 'Position and Duties',
        paragraphs: [
          `${capitalised(partner(ctx))} engages ${b(ctx.parties.researcher.name)} as ${t(ctx.parties.researcher.role)}, reporting to ${b(ctx.parties.industry.name)} (${t(ctx.parties.industry.role)}), to carry out the Project.`,
        ],
      },
      {
        heading: 'Term',
        paragraphs: [`The engagement runs for ${t(ctx.project.timeline)} from the Effective Date.`],
      },
      {
        heading: 'Compensation',
        paragraphs: [
          `The total budget for the engagement is ${funding(ctx)}, covering salary, benefits and research costs, paid monthly in arrears.`,
        ],
      },
      {
        heading: 'Intellectual Property',
        paragraphs: [
          `Work product created in the course of the engagement belongs to ${partner(ctx)}. Pre-existing assets (${ipAssets(ctx)}) remain with their owner and are licensed to ${partner(ctx)} for the Project only.`,
        ],
      },
      {
        heading: 'Academic Freedom',
        paragraphs: [
          `${capitalised(RESEARCHER)} may keep an academic affiliation and publish under the review process of the confidentiality clause.`,
        ],
      },
    ],
  },

  POC: {
    name: 'Proof of Concept Agreement',
    binding: true,
    purpose: (ctx) => `demonstrate the technical and commercial feasibility of ${project(ctx)}`,
    sections: (ctx) => [
      {
        heading: 'Objectives and Deliverables',
        paragraphs: [
          `${capitalised(RESEARCHER)} will build and demonstrate a proof of concept of the Project and deliver a written report with the results, data and the criteria set out below.`,
        ],
        items: [
          'a working demonstrator or validated experiment;',
          'a report on performance against agreed success criteria;',
          'a plan for the next development stage.',
        ],
      },
      {
        heading: 'Timeline and Funding',
        paragraphs: [
          `The proof of concept is completed within ${t(ctx.project.timeline)}. ${capitalised(partner(ctx))} funds it with ${funding(ctx)}.`,
        ],
      },
      {
        heading: 'Evaluation',
        paragraphs: [
          `${capitalised(partner(ctx))} has 30 days from delivery of the report to evaluate the results and to tell ${RESEARCHER} whether it wishes to proceed.`,
        ],
      },
      {
        heading: 'Intellectual Property and Option',
        paragraphs: [
          `The background assets (${ipAssets(ctx)}) remain with ${RESEARCHER}. ${capitalised(partner(ctx))} has an exclusive option, for 90 days after evaluation, to negotiate a licence or collaboration agreement on the results.`,
        ],
      },
    ],
  },

  LOI: {
    name: 'Letter of Intent',
    binding: false,
    purpose: (ctx) => `record their intention to enter into a collaboration on ${project(ctx)}`,
    sections: (ctx) => [
      {
        heading: 'Proposed Transaction',
        paragraphs: [
          `The Parties intend to negotiate a definitive agreement under which ${partner(ctx)} supports the Project with ${funding(ctx)} over ${t(ctx.project.timeline)}, with access to ${ipAssets(ctx)}.`,
        ],
      },
      {
        heading: 'Due Diligence',
        paragraphs: [
          `${capitalised(RESEARCHER)} will give ${partner(ctx)} reasonable access to information about the Project, subject to the confidentiality clause.`,
        ],
      },
      {
        heading: 'Exclusivity',
        paragraphs: [
          `For 60 days from the Effective Date, ${RESEARCHER} will not negotiate a comparable agreement on the Project with a third party.`,
        ],
      },
      {
        heading: 'Non-Binding Nature',
        paragraphs: [
          'This Letter of Intent is not binding, except the clauses on confidentiality, exclusivity, termination and dispute resolution, which bind the Parties.',
        ],
      },
    ],
  },

  MOU: {
    name: 'Memorandum of Understanding',
    binding: false,
    purpose: (ctx) => `set out a framework for cooperation on ${project(ctx)}`,
    sections: (ctx) => [
      {
        heading: 'Areas of Cooperation',
        items: [
          'joint research and development on the Project;',
          'exchange of researchers, students and industry experts;',
          'access to facilities, data and materials;',
          'joint applications for public funding.',
        ],
      },
      {
        heading: 'Roles and Resources',
        paragraphs: [
          `${capitalised(RESEARCHER)} contributes expertise and the assets ${ipAssets(ctx)}; ${partner(ctx)} contributes ${fromIndustry(ctx) ? 'industrial' : 'its own'} know-how and resources of up to ${funding(ctx)}, each as later agreed for specific activities.`,
        ],
      },
      {
        heading: 'Duration',
        paragraphs: [
          `This Memorandum applies for ${t(ctx.project.timeline)} from the Effective Date.`,
        ],
      },
      {
        heading: 'Non-Binding Nature',
        paragraphs: [
          'This Memorandum records intentions and creates no legal obligation, except the clauses on confidentiality, termination and dispute resolution.',
        ],
      },
    ],
  },
};
