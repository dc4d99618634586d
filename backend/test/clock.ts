import { onTestFinished, vi } from 'vitest';

/**
 * Holds the app's clock (`Date`) still until the running test ends, so "once per day" is checked
 * within one day, not split in two when the run crosses midnight between two requests. Timers
 * keep running. Call it in a test, or pass it to beforeEach for every test of a file.
 */
export const holdAppClock = () => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  onTestFinished(() => {
    vi.useRealTimers();
  });
};
