import type { VestingScheduleView } from '@labbridge/shared-types';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callAt, msToNextUnlock, refetchAfter, UNLOCK_MARGIN_MS } from './next-unlock';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-29T12:00:00.000Z');

/** A schedule as the server answered at `asOf`, its next dated tranche at `next` (or none). */
const schedule = (
  asOf: string,
  next: string | null,
): Pick<VestingScheduleView, 'asOf' | 'nextUnlock'> => ({
  asOf,
  nextUnlock: next
    ? {
        kind: 'time',
        milestoneIndex: null,
        label: 'Month 13',
        date: next,
        percent: 25,
        equity: 10,
        unlocked: false,
      }
    : null,
});

describe('msToNextUnlock', () => {
  it('is the wait until the earliest next unlock, by the clock of the server’s answer', () => {
    expect(
      msToNextUnlock([
        schedule('2026-11-29T12:00:00.000Z', '2026-12-01T12:00:00.000Z'),
        // Answered earlier by the server's clock: its 30 minutes count from that answer.
        schedule('2026-11-29T11:00:00.000Z', '2026-11-29T11:30:00.000Z'),
        schedule('2026-11-29T12:00:00.000Z', null),
      ]),
    ).toBe(30 * 60 * 1000);
  });

  it('is null when nothing dated is left to unlock', () => {
    expect(msToNextUnlock([])).toBeNull();
    expect(msToNextUnlock([schedule('2026-11-29T12:00:00.000Z', null)])).toBeNull();
  });
});

describe('callAt', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls when the time comes, not before', () => {
    const onDue = vi.fn();
    callAt(NOW + 2 * DAY_MS, onDue);
    vi.advanceTimersByTime(2 * DAY_MS - 1);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledOnce();
  });

  it('waits beyond setTimeout’s 2^31-1 ms limit, which alone would fire at once', () => {
    const onDue = vi.fn();
    callAt(NOW + 90 * DAY_MS, onDue);
    vi.advanceTimersByTime(90 * DAY_MS - 1);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledOnce();
  });

  it('calls at once for a time already past', () => {
    const onDue = vi.fn();
    callAt(NOW - 1, onDue);
    expect(onDue).toHaveBeenCalledOnce();
  });

  it('never calls once cancelled, as on unmount', () => {
    const onDue = vi.fn();
    const cancel = callAt(NOW + DAY_MS, onDue);
    cancel();
    vi.advanceTimersByTime(2 * DAY_MS);
    expect(onDue).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('refetchAfter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the server again once the next tranche has unlocked, not while its answer is fresh', async () => {
    // The server's answers: the next tranche in 40 days (past setTimeout's limit), then none.
    const answers = [
      {
        schedules: [
          schedule(new Date(NOW).toISOString(), new Date(NOW + 40 * DAY_MS).toISOString()),
        ],
      },
      { schedules: [schedule(new Date(NOW + 40 * DAY_MS).toISOString(), null)] },
    ];
    const queryFn = vi.fn(async () => answers[queryFn.mock.calls.length - 1]!);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60 * 1000 } } });
    const observer = new QueryObserver(client, { queryKey: ['vesting'], queryFn });
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeDefined());
    const first = observer.getCurrentResult();

    const cancel = refetchAfter(msToNextUnlock(first.data!.schedules), first);
    // The wait runs from the answer's arrival, by the server's reckoning (40 days), and a moment.
    const due = first.dataUpdatedAt + 40 * DAY_MS + UNLOCK_MARGIN_MS;
    await vi.advanceTimersByTimeAsync(due - 1 - Date.now());
    expect(queryFn).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(observer.getCurrentResult().data!.schedules[0]!.nextUnlock).toBeNull();

    cancel?.();
    stop();
    client.clear();
  });
});
