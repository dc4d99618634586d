import type { AnalyticsScope } from '@labbridge/shared-types';
import { type Actor, isSuperadmin } from '../users/access';

/**
 * Whose numbers a user's analytics page shows: superadmins the whole platform, industry users
 * their own activity, researchers their listings and profile.
 */
export const analyticsScope = (user: Pick<Actor, 'userType'>): AnalyticsScope =>
  isSuperadmin(user) ? 'platform' : user.userType === 'industry' ? 'industry' : 'researcher';
