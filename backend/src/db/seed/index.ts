import { sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password';
import { users } from '../schema';
import { seedDemoDeals } from './deals';
import { seedDemoHistory } from './history';
import { type SeedDeps, type SeedOptions, seedDemoListings } from './listings';

export const DEMO_PASSWORD = 'labbridge-demo';

type SeedUser = typeof users.$inferInsert;

const demoUsers: Omit<SeedUser, 'passwordHash'>[] = [
  {
    email: 'admin@labbridge.dev',
    firstName: 'Morgan',
    lastName: 'Hale',
    userType: 'superadmin',
    organization: 'LabBridge Technology Transfer Office',
    position: 'Director of Technology Transfer',
    isVerified: true,
  },
  {
    email: 'amira.haddad@labbridge.dev',
    firstName: 'Amira',
    lastName: 'Haddad',
    userType: 'researcher',
    organization: 'Northbridge University',
    position: 'Associate Professor of Bioengineering',
    bio: 'Designs enzyme cascades for low-cost diagnostics and sustainable biomanufacturing.',
    expertise: ['Synthetic biology', 'Enzyme engineering', 'Diagnostics'],
    isVerified: true,
  },
  {
    email: 'kenji.watanabe@labbridge.dev',
    firstName: 'Kenji',
    lastName: 'Watanabe',
    userType: 'researcher',
    organization: 'Pacific Institute of Technology',
    position: 'Principal Investigator, Robotics Lab',
    bio: 'Soft robotics and learned control for agricultural and surgical manipulators.',
    expertise: ['Robotics', 'Reinforcement learning', 'Soft actuators'],
    isVerified: true,
  },
  {
    email: 'sofia.moreno@labbridge.dev',
    firstName: 'Sofia',
    lastName: 'Moreno',
    userType: 'researcher',
    organization: 'Universidad Técnica del Sur',
    position: 'Senior Researcher, Energy Materials',
    bio: 'Perovskite and solid-state battery materials from lab cell to pilot line.',
    expertise: ['Battery materials', 'Perovskites', 'Electrochemistry'],
    isVerified: false,
  },
  {
    email: 'daniel.okafor@labbridge.dev',
    firstName: 'Daniel',
    lastName: 'Okafor',
    userType: 'researcher',
    organization: 'Lakeside Medical School',
    position: 'Assistant Professor of Radiology',
    bio: 'Machine learning for medical imaging with a focus on clinical validation.',
    expertise: ['Medical imaging', 'Deep learning', 'Clinical trials'],
    isVerified: true,
  },
  {
    email: 'elena.petrova@labbridge.dev',
    firstName: 'Elena',
    lastName: 'Petrova',
    userType: 'researcher',
    organization: 'Kingsgate University',
    position: 'Reader in Quantum Photonics',
    bio: 'Quantum sensors and photonic chips that leave the lab: from diamond magnetometers to QKD.',
    expertise: ['Quantum sensing', 'Photonics', 'Metamaterials'],
    isVerified: true,
  },
  {
    email: 'priya.nair@labbridge.dev',
    firstName: 'Priya',
    lastName: 'Nair',
    userType: 'industry',
    organization: 'Helix Ventures',
    position: 'Partner, Life Sciences',
    bio: 'Early-stage investor in diagnostics and biomanufacturing platforms.',
    expertise: ['Venture capital', 'Diagnostics', 'Synthetic biology'],
    isVerified: true,
  },
  {
    email: 'lucas.berg@labbridge.dev',
    firstName: 'Lucas',
    lastName: 'Berg',
    userType: 'industry',
    organization: 'Nordvolt Energy',
    position: 'Head of R&D Partnerships',
    bio: 'Scouting next-generation storage chemistries for grid and mobility.',
    expertise: ['Battery materials', 'Energy storage', 'Manufacturing scale-up'],
    isVerified: true,
  },
  {
    email: 'grace.chen@labbridge.dev',
    firstName: 'Grace',
    lastName: 'Chen',
    userType: 'industry',
    organization: 'Meridian Robotics',
    position: 'VP Engineering',
    bio: 'Builds automation for food processing and logistics.',
    expertise: ['Robotics', 'Computer vision', 'Deep learning'],
    isVerified: false,
  },
  {
    email: 'hannah.kim@labbridge.dev',
    firstName: 'Hannah',
    lastName: 'Kim',
    userType: 'industry',
    organization: 'Aurora Quantum Systems',
    position: 'Director of Technology Scouting',
    bio: 'Looks for quantum and photonics research ready for telecom and medical markets.',
    expertise: ['Quantum sensing', 'Photonics', 'Medical imaging', 'Cybersecurity'],
    isVerified: true,
  },
];

/** The demo accounts' emails, printed at start-up next to the shared password. */
export const demoSignIns = () =>
  demoUsers.map((u) => ({ email: u.email, userType: u.userType ?? 'researcher' }));

/** Seeds demo data only when the database has no users; returns whether it did. */
export const seedIfEmpty = async (deps: SeedDeps, options?: SeedOptions) => {
  const [{ count } = { count: 0 }] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(users);
  if (count > 0) return false;
  await seedDemoData(deps, options);
  return true;
};

/**
 * Demo accounts, their listings with generated images and PDFs, their deals, then 90 days of
 * views, shares and conversations (each only if missing).
 */
export const seedDemoData = async (deps: SeedDeps, options?: SeedOptions) => {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // The demo addresses are made up: nobody could follow a link sent to them.
  const emailVerifiedAt = new Date();
  await deps.db
    .insert(users)
    .values(
      demoUsers.map((u) => ({
        ...u,
        passwordHash,
        emailVerifiedAt,
        onboardingCompleted: true,
        reviewStatus: u.isVerified ? ('approved' as const) : ('pending' as const),
      })),
    )
    .onConflictDoNothing();
  await seedDemoListings(deps, options);
  await seedDemoDeals(deps.db);
  await seedDemoHistory(deps.db);
};
