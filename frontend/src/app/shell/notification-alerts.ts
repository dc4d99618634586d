/**
 * Alert toasts for notifications (spec §4, §9): the first unread notification not shown yet
 * appears for 5 s; closing it marks it read. It waits while another toast is on screen, so
 * feedback such as 'Login successful' is never pushed away by an alert.
 */
import { type Notification, TOAST_POLICY } from '@labbridge/shared-types';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiPatch } from '../../lib/api';
import { toast, useToastStore } from '../../ui/toast';
import { NOTIFICATIONS_KEY, useNotifications } from './live-counts';

/** Ids already shown in this tab, so a notification alerts once per page load. */
const shown = new Set<number>();

export type AlertFilter = (notification: Notification) => boolean;
const noneSuppressed: AlertFilter = () => false;
let suppressed: AlertFilter = noneSuppressed;

/**
 * Keeps alerts off for notifications about what is already on screen (the open conversation,
 * which reads them at once). Returns what lifts the filter again.
 */
export function suppressAlerts(filter: AlertFilter): () => void {
  suppressed = filter;
  return () => {
    if (suppressed === filter) suppressed = noneSuppressed;
  };
}

export const nextAlert = (
  notifications: readonly Notification[],
  alreadyShown: Set<number>,
  isSuppressed: AlertFilter = noneSuppressed,
) => notifications.find((n) => !n.isRead && !alreadyShown.has(n.id) && !isSuppressed(n)) ?? null;

export function useNotificationAlerts() {
  const { data } = useNotifications();
  const toastOpen = useToastStore((s) => s.current?.open ?? false);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (toastOpen || !data) return;
    const alert = nextAlert(data.notifications, shown, suppressed);
    if (!alert) return;
    shown.add(alert.id);
    toast({
      title: alert.title,
      description: alert.message,
      durationMs: TOAST_POLICY.alertDurationMs,
      onUserDismiss: () => {
        apiPatch(`/api/notifications/${alert.id}/read`)
          .catch((err) => console.warn('Could not mark the notification read', err))
          .finally(() => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }));
      },
    });
  }, [data, toastOpen, queryClient]);
}
