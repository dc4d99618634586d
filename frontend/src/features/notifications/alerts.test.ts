import { messageNotificationTitle, type Notification } from '@labbridge/shared-types';
import { describe, expect, it, vi } from 'vitest';
import { apiPatch } from '../../lib/api';
import { type AlertStep, MAX_CHAIN, markAlertRead, nextAlert } from './alerts';

vi.mock('../../lib/api', () => ({ apiPatch: vi.fn(async () => ({})) }));

const notification = (id: number, isRead: boolean, overrides: Partial<Notification> = {}) =>
  ({
    id,
    type: 'collaboration',
    title: `Notification ${id}`,
    message: 'Hello',
    isRead,
    actionUrl: null,
    createdAt: new Date(2026, 0, id).toISOString(),
    ...overrides,
  }) satisfies Notification;

/** A new-message notification from `sender` (whose conversation is /messages?user=<sender>). */
const fromSender = (id: number, sender: string, name: string, message = `message ${id}`) =>
  notification(id, false, {
    type: 'message',
    title: messageNotificationTitle(name),
    message,
    actionUrl: `/messages?user=${sender}`,
  });

const alertOf = (step: AlertStep) => (step.kind === 'alert' ? step.alert : null);

describe('nextAlert', () => {
  it('picks the first unread notification not shown yet', () => {
    const list = [notification(3, true), notification(2, false), notification(1, false)];
    expect(alertOf(nextAlert(list, new Set(), 0))).toEqual({
      ids: [2],
      title: 'Notification 2',
      message: 'Hello',
    });
    expect(alertOf(nextAlert(list, new Set([2]), 0))?.ids).toEqual([1]);
  });

  it('is idle when everything is read or shown', () => {
    expect(nextAlert([notification(1, true)], new Set(), 0)).toEqual({ kind: 'idle' });
    expect(nextAlert([notification(1, false)], new Set([1]), 0)).toEqual({ kind: 'idle' });
  });

  it('skips what a page suppresses (the conversation on screen)', () => {
    const list = [notification(2, false), notification(1, false)];
    expect(alertOf(nextAlert(list, new Set(), 0, (n) => n.id === 2))?.ids).toEqual([1]);
    expect(nextAlert(list, new Set(), 0, () => true)).toEqual({ kind: 'idle' });
  });

  it('makes one alert of a burst of messages from one sender, with the latest as its text', () => {
    const list = [
      fromSender(5, 'grace', 'Grace Hopper', 'Are you there?'),
      fromSender(4, 'ada', 'Ada Lovelace'),
      fromSender(3, 'grace', 'Grace Hopper'),
      notification(2, false),
      fromSender(1, 'grace', 'Grace Hopper'),
    ];
    expect(alertOf(nextAlert(list, new Set(), 0))).toEqual({
      ids: [5, 3, 1],
      title: '3 new messages from Grace Hopper',
      message: 'Are you there?',
    });
    expect(alertOf(nextAlert(list, new Set([5, 3, 1]), 1))).toEqual({
      ids: [4],
      title: 'New message from Ada Lovelace',
      message: 'message 4',
    });
  });

  it('leaves out of the burst what is read, shown already or suppressed', () => {
    const list = [
      fromSender(4, 'grace', 'Grace Hopper'),
      { ...fromSender(3, 'grace', 'Grace Hopper'), isRead: true },
      fromSender(2, 'grace', 'Grace Hopper'),
      fromSender(1, 'grace', 'Grace Hopper'),
    ];
    const alert = alertOf(nextAlert(list, new Set([2]), 0));
    expect(alert).toMatchObject({ ids: [4, 1], title: '2 new messages from Grace Hopper' });
  });

  it(`chains at most ${MAX_CHAIN} alerts, then lets the rest of the queue go`, () => {
    const list = [5, 4, 3, 2, 1].map((id) => fromSender(id, `user-${id}`, `User ${id}`));
    const shown = new Set<number>();
    const titles: string[] = [];
    let chained = 0;
    for (;;) {
      const step = nextAlert(list, shown, chained);
      if (step.kind !== 'alert') {
        expect(step).toEqual({ kind: 'skip', ids: [2, 1] });
        break;
      }
      titles.push(step.alert.title);
      for (const id of step.alert.ids) shown.add(id);
      chained += 1;
    }
    expect(titles).toEqual([
      'New message from User 5',
      'New message from User 4',
      'New message from User 3',
    ]);
  });
});

describe('closing an alert', () => {
  it('marks every notification it stood for read', async () => {
    await markAlertRead({ ids: [5, 3, 1], title: '3 new messages from Grace Hopper', message: '' });
    expect(vi.mocked(apiPatch).mock.calls.map(([path]) => path)).toEqual([
      '/api/notifications/5/read',
      '/api/notifications/3/read',
      '/api/notifications/1/read',
    ]);
  });
});
