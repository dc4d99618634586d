import { adminEndpoints } from './admin';
import { analyticsEndpoints } from './analytics';
import { authEndpoints } from './auth';
import { clientErrorEndpoints } from './client-errors';
import { collaborationEndpoints } from './collaborations';
import { documentCollabEndpoints } from './document-collab';
import { documentEndpoints } from './documents';
import type { Endpoint } from './endpoint';
import { evaluationEndpoints } from './evaluations';
import { healthEndpoints } from './health';
import { homeEndpoints } from './home';
import { matchEndpoints } from './matches';
import { messageEndpoints } from './messages';
import { notificationEndpoints } from './notifications';
import { privacyEndpoints } from './privacy';
import { projectEndpoints } from './projects';
import { termAdviceEndpoints } from './term-advice';
import { uploadEndpoints } from './uploads';
import { userEndpoints } from './users';
import { vestingEndpoints } from './vesting';

/**
 * Every route of the app, by feature: the frontend calls `API.projects.detail` (never a path
 * literal), and the backend tests check each real answer against the route's response schema and
 * fail for a registered route missing here. A new feature defines `<feature>Endpoints` beside its
 * schemas in `api/<feature>.ts` and adds one line below.
 */
export const API = {
  admin: adminEndpoints,
  analytics: analyticsEndpoints,
  auth: authEndpoints,
  clientErrors: clientErrorEndpoints,
  collaborations: collaborationEndpoints,
  documents: documentEndpoints,
  evaluations: evaluationEndpoints,
  documentCollab: documentCollabEndpoints,
  health: healthEndpoints,
  home: homeEndpoints,
  matches: matchEndpoints,
  messages: messageEndpoints,
  notifications: notificationEndpoints,
  privacy: privacyEndpoints,
  projects: projectEndpoints,
  termAdvice: termAdviceEndpoints,
  uploads: uploadEndpoints,
  users: userEndpoints,
  vesting: vestingEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint with its `feature.name`, e.g. 'projects.detail'. */
export const allEndpoints = (): { name: string; endpoint: Endpoint }[] =>
  Object.entries(API).flatMap(([feature, group]) =>
    Object.entries(group).map(([name, endpoint]) => ({
      name: `${feature}.${name}`,
      endpoint: endpoint as Endpoint,
    })),
  );
