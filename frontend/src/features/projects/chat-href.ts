import type { ProjectSummary } from '@labbridge/shared-types';
import { signInPath } from '../../app/return-to';

/**
 * Where Chat goes: the conversation with the owner about this listing, or sign-in first, which
 * then comes back to that conversation. Its own module so the landing page's lean bundle can
 * use it without the full project card.
 */
export const chatHref = (project: Pick<ProjectSummary, 'id' | 'userId'>, signedIn: boolean) => {
  const chat = `/messages?user=${encodeURIComponent(project.userId)}&project=${project.id}`;
  return signedIn ? chat : signInPath(chat);
};
