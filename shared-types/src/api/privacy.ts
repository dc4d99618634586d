import { z } from 'zod';
import { collaborationSchema } from '../entities/collaboration';
import { isoDate } from '../entities/common';
import { legalDocumentSchema } from '../entities/document';
import { messageSchema } from '../entities/message';
import { notificationSchema } from '../entities/notification';
import { projectSchema } from '../entities/project';
import { userSchema } from '../entities/user';
import { okResponseSchema } from './auth';
import { GET, POST } from './endpoint';

/** What a deleted account is called wherever its messages, deals or documents are shown. */
export const DELETED_USER_NAME = 'Deleted user';

/**
 * GET /api/auth/user/export: everything the platform holds about the signed-in user, as one JSON
 * file. Other people appear only by id (a message's partner, a deal's other party), never with
 * their profile or email.
 */
export const accountExportSchema = z.object({
  exportedAt: isoDate,
  profile: userSchema,
  listings: z.array(projectSchema),
  /** Every message the user sent or received. */
  messages: z.array(messageSchema),
  collaborations: z.array(collaborationSchema),
  /** Legal documents the user is a party to, with their text. */
  documents: z.array(legalDocumentSchema),
  notifications: z.array(notificationSchema),
  /** Ids of the listings the user follows. */
  followedProjectIds: z.array(z.number().int()),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** POST /api/auth/user/delete: the current password proves it is the owner asking. */
export const deleteAccountRequestSchema = z.object({
  password: z.string().min(1, 'Enter your password to delete your account').max(200),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

export const privacyEndpoints = {
  /** Downloads the signed-in user's data (profile, listings, messages, deals, documents). */
  exportData: GET('/api/auth/user/export', accountExportSchema),
  /**
   * Deletes the signed-in account: personal data erased (also from unsigned documents, the
   * partners' notifications and uploads on no listing), listings archived, open deals and
   * unsigned documents cancelled, fully executed documents kept as signed; every session ends.
   */
  deleteAccount: POST('/api/auth/user/delete', okResponseSchema, deleteAccountRequestSchema),
};
