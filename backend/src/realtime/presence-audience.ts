import { setImmediate as turn } from 'node:timers/promises';
import DataLoader from 'dataloader';

/** Users whose audiences one read looks up at most. */
const MAX_BATCH = 500;

/**
 * Reads presence audiences (signalAudiences) in batches, one batch at a time: a batch waits for the
 * one before it, and every socket connecting or leaving meanwhile joins it. Each socket reads its
 * user's audience as it connects and again as its user goes offline, so when a thousand clients
 * reconnect at once (a deploy, a network blip) a read each would take every pooled connection and
 * hold the requests queued behind them for seconds. Batched, the herd costs a few reads on one
 * connection, and presence announcements come a little later instead.
 */
export const createAudienceReader = (
  read: (userIds: readonly string[]) => Promise<Map<string, string[]>>,
) => {
  let chain: Promise<void> = Promise.resolve();
  let running: Promise<unknown> = Promise.resolve();
  const loader = new DataLoader<string, string[]>(
    (userIds) => {
      const audiences = read(userIds).then((found) => userIds.map((id) => found.get(id) ?? []));
      running = audiences.catch(() => undefined);
      return audiences;
    },
    {
      cache: false,
      maxBatchSize: MAX_BATCH,
      // DataLoader calls the batch function synchronously from dispatch, which sets `running`.
      batchScheduleFn: (dispatch) => {
        chain = chain.then(async () => {
          await turn();
          dispatch();
          await running;
        });
      },
    },
  );
  return (userId: string) => loader.load(userId);
};
