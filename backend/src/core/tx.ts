import type { Db, Tx } from '../db/client';
import type { DomainEventName, DomainEvents, EventBus } from './events';

/** Queues a domain event; it is published only if the transaction commits. */
export type Emit = <K extends DomainEventName>(name: K, payload: DomainEvents[K]) => void;

/** What withTx needs: any Deps will do. */
export interface TxDeps {
  db: Db;
  events: EventBus;
}

/**
 * Runs `work` in one transaction and publishes the events it emitted once that transaction has
 * committed, in the order emitted. A rollback (a throw) drops them, so no event ever announces a
 * write that did not happen. This and committedEmit are the places services publish from: a
 * durable outbox would replace them.
 */
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

/**
 * Publishes at once, for the writes of a single statement run outside a transaction (its CTEs):
 * once the statement has answered it has committed, and had it failed nothing was emitted.
 */
export const committedEmit =
  (events: EventBus): Emit =>
  (name, payload) =>
    events.publish(name, payload);
