/**
 * Alert toasts for notifications (spec §4, §9): the first unread notification not shown yet
 * appears for 5 s; closing it marks it read. It waits while another toast is on screen, so
 * feedback such as 'Login successful' is never pushed away by an alert, and while the bell's menu
 * is open: the user is reading the notifications there. Opening the menu also closes an alert on
 * screen, which would otherwise take the Escape key meant for the menu if it mounted after it (the
 * newest layer gets Escape).
 *
 * So that a backlog does not become a long string of toasts: unread messages from one sender
 * make one alert ('3 new messages from Grace Hopper'), and at most MAX_CHAIN alerts follow one
 * another; what is left of that queue stays in the bell without an alert.
 */
import {
  API,
  type Notification,
  senderOfMessageTitle,
  TOAST_POLICY,
} from '@labbridge/shared-types';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { create } from 'zustand';
import { useCurrentUser } from '../../app/auth';
import { callApi } from '../../lib/api-client';
import { dismissToast, toast, useToastStore } from '../../ui/toast';
import { type AlertedStore, alertedStore, browserStorage } from './alerted-store';
import { NOTIFICATIONS_KEY, useNotifications } from './queries';

/** The alert toast shown last, which opening the bell closes. */
let alertToast: number | null = null;

/** Whether the bell's menu is open; notification-menu.tsx sets it. */
export const useBellMenu = create<{ open: boolean; setOpen(open: boolean): void }>()((set) => ({
  open: false,
  setOpen: (open) => {
    if (open && alertToast !== null) dismissToast(alertToast);
    set({ open });
  },
}));

/** Alerts shown back to back before the rest of the queue is left to the bell. */
export const MAX_CHAIN = 3;

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

export interface Alert {
  /** Every notification the alert stands for: closing it marks them all read. */
  ids: number[];
  title: string;
  message: string;
}

/**
 * What to do next: show an alert; let the queue go because the chain is long enough (`skip`:
 * never alert for these); or nothing is waiting (`idle`: the next alert starts a new chain).
 */
export type AlertStep =
  | { kind: 'alert'; alert: Alert }
  | { kind: 'skip'; ids: number[] }
  | { kind: 'idle' };

/** A message notification's conversation (its actionUrl), or null for anything else. */
const conversationOf = (n: Notification) => (n.type === 'message' ? n.actionUrl : null);

/** One alert for the first waiting notification and, for a message, the sender's others. */
const alertFor = (waiting: readonly Notification[]): Alert => {
  const first = waiting[0]!;
  const conversation = conversationOf(first);
  const group = conversation ? waiting.filter((n) => conversationOf(n) === conversation) : [first];
  if (group.length === 1) return { ids: [first.id], title: first.title, message: first.message };
  const sender = senderOfMessageTitle(first.title);
  const count = `${group.length} new messages`;
  return {
    ids: group.map((n) => n.id),
    title: sender ? `${count} from ${sender}` : count,
    message: first.message,
  };
};

/**
 * The next step for `notifications` (latest first): `shown` holds the ids already alerted (or
 * let go) in this tab, `chained` how many alerts have followed one another so far.
 */
export function nextAlert(
  notifications: readonly Notification[],
  shown: ReadonlySet<number>,
  chained: number,
  isSuppressed: AlertFilter = noneSuppressed,
): AlertStep {
  const waiting = notifications.filter((n) => !n.isRead && !shown.has(n.id) && !isSuppressed(n));
  if (waiting.length === 0) return { kind: 'idle' };
  if (chained >= MAX_CHAIN) return { kind: 'skip', ids: waiting.map((n) => n.id) };
  return { kind: 'alert', alert: alertFor(waiting) };
}

/** Marks read every notification an alert stood for (the user closed it). */
export const markAlertRead = (alert: Alert) =>
  Promise.all(alert.ids.map((id) => callApi(API.notifications.read, { params: { id } })));

/** The signed-in user's alerted ids (alerted or let go), once per browser, not per page load. */
let shown: AlertedStore | null = null;
let chained = 0;

const shownFor = (userId: string) => {
  if (shown?.userId !== userId) shown = alertedStore(browserStorage(), userId);
  return shown;
};

export function useNotificationAlerts() {
  const { data } = useNotifications();
  const userId = useCurrentUser().data?.id ?? null;
  const toastOpen = useToastStore((s) => s.current?.open ?? false);
  const bellOpen = useBellMenu((s) => s.open);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (toastOpen || bellOpen || !data || !userId) return;
    const alerted = shownFor(userId);
    const step = nextAlert(data.notifications, alerted.ids, chained, suppressed);
    if (step.kind === 'idle') {
      chained = 0;
      return;
    }
    if (step.kind === 'skip') {
      alerted.add(step.ids);
      chained = 0;
      return;
    }
    const { alert } = step;
    alerted.add(alert.ids);
    chained += 1;
    alertToast = toast({
      title: alert.title,
      description: alert.message,
      durationMs: TOAST_POLICY.alertDurationMs,
      onUserDismiss: () => {
        markAlertRead(alert)
          .catch((err) => console.warn('Could not mark the notifications read', err))
          .finally(() => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }));
      },
    });
  }, [data, userId, toastOpen, bellOpen, queryClient]);
}
