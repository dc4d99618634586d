import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../constants';
import { isoDate } from './common';

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  actionUrl: z.string().nullable(),
  createdAt: isoDate,
});
export type Notification = z.infer<typeof notificationSchema>;
