import type { ProjectCategory } from '@labbridge/shared-types';

/**
 * Research topics the benchmark's listings are written from: each gives title words, a sentence
 * for the description and tags, so searches hit a realistic share of the catalogue (one topic in
 * 24 mentions perovskites; several mention robots or robotic systems).
 */
export interface Topic {
  category: ProjectCategory;
  subject: string;
  sentence: string;
  tags: string[];
}

export const TOPICS: Topic[] = [
  {
    category: 'energy',
    subject: 'Perovskite solar cells',
    sentence: 'Tandem perovskite-silicon cells reach high efficiency with a stable encapsulation.',
    tags: ['perovskites', 'photovoltaics'],
  },
  {
    category: 'energy',
    subject: 'Solid-state batteries',
    sentence: 'A sulfide electrolyte enables fast charging without dendrite growth.',
    tags: ['battery materials', 'energy storage'],
  },
  {
    category: 'energy',
    subject: 'Green hydrogen electrolysers',
    sentence: 'Iridium-free anodes cut the cost of proton exchange membrane electrolysis.',
    tags: ['hydrogen', 'electrochemistry'],
  },
  {
    category: 'robotics',
    subject: 'Soft robotic grippers',
    sentence: 'Pneumatic soft actuators let a robot handle fruit and fragile parts safely.',
    tags: ['robotics', 'soft actuators'],
  },
  {
    category: 'robotics',
    subject: 'Surgical robot guidance',
    sentence: 'Learned control keeps a surgical robot steady within a tenth of a millimetre.',
    tags: ['robotics', 'medical devices'],
  },
  {
    category: 'robotics',
    subject: 'Warehouse picking robots',
    sentence: 'Vision-guided robotic arms pick mixed items from bins at human speed.',
    tags: ['robotics', 'computer vision'],
  },
  {
    category: 'ai-ml',
    subject: 'Federated learning for hospitals',
    sentence: 'Models train across hospitals without patient data leaving any site.',
    tags: ['machine learning', 'privacy'],
  },
  {
    category: 'ai-ml',
    subject: 'Language models for patents',
    sentence: 'A retrieval model drafts prior-art summaries for patent attorneys.',
    tags: ['natural language processing', 'intellectual property'],
  },
  {
    category: 'ai-ml',
    subject: 'Predictive maintenance',
    sentence: 'Vibration signatures predict bearing failures weeks in advance.',
    tags: ['machine learning', 'industrial iot'],
  },
  {
    category: 'quantum',
    subject: 'Diamond quantum sensors',
    sentence: 'Nitrogen-vacancy centres measure magnetic fields at room temperature.',
    tags: ['quantum sensing', 'magnetometry'],
  },
  {
    category: 'quantum',
    subject: 'Quantum key distribution',
    sentence: 'Chip-scale transmitters bring quantum-safe links to metro fibre networks.',
    tags: ['quantum communication', 'photonics'],
  },
  {
    category: 'quantum',
    subject: 'Photonic quantum chips',
    sentence: 'Low-loss waveguides integrate single-photon sources on silicon nitride.',
    tags: ['photonics', 'quantum computing'],
  },
  {
    category: 'biotechnology',
    subject: 'Enzyme cascades for diagnostics',
    sentence: 'Paper-based enzyme cascades detect infections without a laboratory.',
    tags: ['synthetic biology', 'diagnostics'],
  },
  {
    category: 'biotechnology',
    subject: 'Cell-free protein production',
    sentence: 'Freeze-dried extracts make therapeutic proteins on demand.',
    tags: ['biomanufacturing', 'proteins'],
  },
  {
    category: 'biotechnology',
    subject: 'Microbial plastic recycling',
    sentence: 'Engineered enzymes depolymerise PET into monomers at mild temperatures.',
    tags: ['enzyme engineering', 'recycling'],
  },
  {
    category: 'healthcare',
    subject: 'Wearable ECG monitoring',
    sentence: 'A textile electrode records clinical-grade ECG during daily life.',
    tags: ['wearables', 'cardiology'],
  },
  {
    category: 'healthcare',
    subject: 'AI radiology triage',
    sentence: 'Deep learning flags urgent chest X-rays for the radiologist first.',
    tags: ['medical imaging', 'deep learning'],
  },
  {
    category: 'healthcare',
    subject: 'Rehabilitation exoskeletons',
    sentence: 'A lightweight exoskeleton helps stroke patients regain their gait.',
    tags: ['rehabilitation', 'robotics'],
  },
  {
    category: 'materials',
    subject: 'Self-healing concrete',
    sentence: 'Bacteria in capsules seal cracks before water reaches the steel.',
    tags: ['construction', 'biomaterials'],
  },
  {
    category: 'materials',
    subject: 'Graphene membranes',
    sentence: 'Atom-thin membranes desalinate water with a fraction of the energy.',
    tags: ['graphene', 'water treatment'],
  },
  {
    category: 'materials',
    subject: 'Metamaterial antennas',
    sentence: 'Printed metamaterials steer 5G beams without moving parts.',
    tags: ['metamaterials', 'telecommunications'],
  },
  {
    category: 'other',
    subject: 'Precision agriculture drones',
    sentence: 'Multispectral drones map crop stress and cut fertiliser use.',
    tags: ['agritech', 'remote sensing'],
  },
  {
    category: 'other',
    subject: 'Ocean carbon capture',
    sentence: 'Electrochemical cells pull carbon dioxide from seawater at scale.',
    tags: ['climate', 'carbon capture'],
  },
  {
    category: 'other',
    subject: 'Acoustic leak detection',
    sentence: 'Fibre-optic acoustic sensing finds leaks along kilometres of pipe.',
    tags: ['sensing', 'infrastructure'],
  },
];

export const QUALIFIERS = [
  'Scalable',
  'Low-cost',
  'Next-generation',
  'Open',
  'Compact',
  'Field-ready',
  'Modular',
  'Autonomous',
  'Sustainable',
  'High-throughput',
];

export const MARKETS = [
  'for hospitals',
  'for small manufacturers',
  'for utilities',
  'for farms',
  'for logistics',
  'for clinics',
  'for cities',
  'for laboratories',
];

/** Generic sentences that fill out a listing's description to a realistic length. */
export const FILLER = [
  'The team has validated the approach in the laboratory and is preparing a pilot with a partner.',
  'We are looking for an industry partner to co-develop the product and run field trials.',
  'Funding would cover engineering staff, a pilot line and the certification work.',
  'The university holds the intellectual property and is open to licensing or a spin-out.',
  'Early results were published and presented at two international conferences.',
  'A working prototype exists and the next step is reliability testing at scale.',
  'The method reduces operating costs compared with the incumbent technology.',
  'We expect a first commercial deployment within two years of partnership.',
];

export const FIRST_NAMES = [
  'Ada',
  'Ben',
  'Chloe',
  'Dev',
  'Elif',
  'Femi',
  'Greta',
  'Hiro',
  'Ines',
  'Jonas',
  'Kavya',
  'Liam',
  'Mei',
  'Noah',
  'Olga',
  'Pablo',
];

export const LAST_NAMES = [
  'Abara',
  'Berger',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fischer',
  'Gupta',
  'Haddad',
  'Ito',
  'Jensen',
  'Kowalski',
  'Lindqvist',
];

export const ORGANISATIONS = [
  'Northbridge University',
  'Pacific Institute of Technology',
  'Kingsgate University',
  'Helix Ventures',
  'Nordvolt Energy',
  'Meridian Robotics',
  'Aurora Quantum Systems',
  'Lakeside Medical School',
];
