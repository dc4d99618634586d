import type { VestingScheduleView } from '@labbridge/shared-types';
import { useEffect } from 'react';

/** setTimeout's longest delay (2^31-1 ms, about 24.8 days): a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * How long after the server's answer to ask again: a moment past the unlock, so the server, whose
 * clock decides what has unlocked, reads it as passed.
 */
export const UNLOCK_MARGIN_MS = 1000;

type Schedule = Pick<VestingScheduleView, 'asOf' | 'nextUnlock'>;

/**
 * How long after `asOf` the earliest next dated unlock of these schedules comes, by the server's
 * clock (each schedule's own `asOf`), so a skewed browser clock neither fires early nor late; null
 * when none has a dated unlock left.
 */
export const msToNextUnlock = (schedules: readonly Schedule[]): number | null => {
  const waits = schedules.flatMap(({ asOf, nextUnlock }) =>
    nextUnlock?.date ? [Math.max(0, Date.parse(nextUnlock.date) - Date.parse(asOf))] : [],
  );
  return waits.length ? Math.min(...waits) : null;
};

/**
 * Calls `onDue` once the clock reaches `at` (ms since the epoch). A wait beyond setTimeout's limit
 * is waited in steps. Returns what cancels it.
 */
export const callAt = (at: number, onDue: () => void, now: () => number = Date.now) => {
  let timer: ReturnType<typeof setTimeout>;
  const arm = () => {
    const wait = at - now();
    if (wait <= 0) {
      onDue();
      return;
    }
    timer = setTimeout(arm, Math.min(wait, MAX_TIMER_MS));
  };
  arm();
  return () => clearTimeout(timer);
};

interface Refetchable {
  /** When the answer arrived (TanStack Query's dataUpdatedAt). */
  dataUpdatedAt: number;
  refetch: () => unknown;
}

/**
 * Refetches `query` `wait` ms (msToNextUnlock) after its answer arrived, and a moment more; none
 * when `wait` is null. Returns what cancels it.
 */
export const refetchAfter = (wait: number | null, { dataUpdatedAt, refetch }: Refetchable) =>
  wait === null ? undefined : callAt(dataUpdatedAt + wait + UNLOCK_MARGIN_MS, () => void refetch());

/**
 * Asks the server for vesting schedules again when the next of their dated tranches unlocks, as
 * the answer's 5-minute freshness would otherwise leave an open page showing it locked. The timer
 * ends with the component.
 */
export function useRefetchAtNextUnlock(
  schedules: readonly Schedule[] | undefined,
  query: Refetchable,
) {
  const wait = schedules ? msToNextUnlock(schedules) : null;
  const { dataUpdatedAt, refetch } = query;
  useEffect(() => refetchAfter(wait, { dataUpdatedAt, refetch }), [wait, dataUpdatedAt, refetch]);
}
