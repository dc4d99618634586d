import type { User, UserType } from '@labbridge/shared-types';
import { Briefcase, GraduationCap, type LucideIcon, ShieldCheck } from 'lucide-react';

export interface RoleOption {
  value: UserType;
  label: string;
  icon: LucideIcon;
  capabilities: string[];
  note?: string;
}

/** The three roles with the labels and capabilities of spec §6. */
export const ROLE_OPTIONS: readonly RoleOption[] = [
  {
    value: 'researcher',
    label: 'Researcher/Professor',
    icon: GraduationCap,
    capabilities: [
      'Create project listings',
      'Upload papers and documentation',
      'Connect with industry',
      'AI evaluation tools',
    ],
  },
  {
    value: 'industry',
    label: 'Industry Professional',
    icon: Briefcase,
    capabilities: [
      'Browse opportunities',
      'Direct messaging',
      'Collaboration proposals',
      'Legal document generation',
    ],
  },
  {
    value: 'superadmin',
    label: 'Platform Administrator / Super Admin',
    icon: ShieldCheck,
    capabilities: [
      'Full access',
      'User management',
      'Analytics and reporting',
      'Content moderation',
    ],
    note: 'Only for accounts the platform has approved as administrators.',
  },
];

/**
 * The roles offered to `user`: Super Admin only when the server says they may take it, so
 * nobody picks it, fills in step 2 and is refused at the end.
 */
export const rolesFor = (user: Pick<User, 'canChooseSuperadmin'>): readonly RoleOption[] =>
  ROLE_OPTIONS.filter((role) => role.value !== 'superadmin' || user.canChooseSuperadmin);

/** The role to start from: the one chosen at registration, when it is still on offer. */
export const initialRole = (
  user: Pick<User, 'userType' | 'canChooseSuperadmin'>,
): UserType | null =>
  rolesFor(user).some((role) => role.value === user.userType) ? user.userType : null;
