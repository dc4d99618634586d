import type { Db, Tx } from '../db/client';
import type { DomainEventName, DomainEvents, EventBus } from './events';

/** Queues a domain event; it is published only if the transaction commits. */
export type Emit = <K extends DomainEventName>(name: K, payload: DomainEvents[K]) => void;

/**
 * Runs `work` in one transaction and publishes the events it emitted once that transaction has
 * committed, in the order emitted. A rollback (a throw) drops them, so no event ever announces a
 * write that did not happen. This is the one place services publish from: a durable outbox would
 * replace the loop below.
 */
/** What withTx needs: any Deps will do. */
export interface TxDeps {
  db: Db;
  events: EventBus;
}

export const withTx = async <T>(
  { db, events }: TxDeps,
  work: (tx: Tx, emit: Emit) => Promise<T>,
): Promise<T> => {
  const pending: (() => void)[] = [];
  const emit: Emit = (name, payload) => {
    pending.push(() => events.publish(name, payload));
  };
  const result = await db.transaction((tx) => work(tx, emit));
  for (const publish of pending) publish();
  return result;
};
