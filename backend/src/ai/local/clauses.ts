import type { EnrichClausesInput } from '../tasks/enrich-clauses';

export interface Clause {
  heading: string;
  text: string;
}

/**
 * Clauses specific to the project, from its title, IP and timeline: deterministic wording in the
 * style of the Lambert Toolkit model agreements, used when no model is configured.
 */
export const enrichClausesLocally = ({ project, partnerTitle }: EnrichClausesInput): Clause[] => {
  const clauses: Clause[] = [];
  const ip = project.intellectualProperty.filter((item) => item.trim());
  clauses.push({
    heading: 'Background and Foreground Intellectual Property',
    text: ip.length
      ? `Background IP relating to “${project.title}” (${ip.join('; ')}) remains the property of the party that owns it. Results first created in the course of the project are Foreground IP, owned by the party that creates them, and each party grants the other a non-exclusive, royalty-free licence to use Foreground IP for the purposes of the project.`
      : `No Background IP relating to “${project.title}” was listed at the Effective Date. Results first created in the course of the project are Foreground IP, owned by the party that creates them, and each party grants the other a non-exclusive, royalty-free licence to use them for the purposes of the project.`,
  });
  clauses.push({
    heading: 'Academic Publication',
    text: `The Researcher may publish results of “${project.title}” after giving the ${partnerTitle} 30 days to review the proposed publication and to ask for the removal of its Confidential Information or a delay of up to 60 more days to file for patent protection.`,
  });
  if (project.timeline.trim()) {
    clauses.push({
      heading: 'Project Milestones',
      text: `The work follows the agreed timeline (${project.timeline.trim()}). The parties review progress in writing at each milestone and agree any change of scope, timing or funding before it takes effect.`,
    });
  }
  return clauses;
};
