import type { Logger } from 'pino';
import type { Db, Tx } from '../db/client';
import type { DomainEventName, DomainEvents, EventBus } from './events';
import { transactionConflict } from './pg-errors';

/** Queues a domain event; it is published only if the transaction commits. */
export type Emit = <K extends DomainEventName>(name: K, payload: DomainEvents[K]) => void;

/** What withTx needs: any Deps will do; with a logger, each retry is logged. */
export interface TxDeps {
  db: Db;
  events: EventBus;
  logger?: Logger;
}

/** Runs of one transaction that PostgreSQL aborts as a deadlock or serialization failure. */
const ATTEMPTS = 3;

/**
 * Runs `work` in one transaction and publishes the events it emitted once that transaction has
 * committed, in the order emitted. A rollback (a throw) drops them, so no event ever announces a
 * write that did not happen. This is the one place services publish from: a durable outbox would
 * replace it.
 *
 * A transaction PostgreSQL aborted to let a concurrent one go on (a deadlock, a serialization
 * failure) is run again, up to ATTEMPTS times, its events queued afresh, rather than answered
 * with a 500. So `work` must do nothing but database work and emits: mail, files, AI calls and
 * in-memory changes go before or after it (every caller's does). A retry is logged: a deadlock
 * points at two paths that take their locks in different orders (privacy/lock-order.ts).
 */
export const withTx = async <T>(
  { db, events, logger }: TxDeps,
  work: (tx: Tx, emit: Emit) => Promise<T>,
): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    const pending: (() => void)[] = [];
    const emit: Emit = (name, payload) => {
      pending.push(() => events.publish(name, payload));
    };
    let result: T;
    try {
      result = await db.transaction((tx) => work(tx, emit));
    } catch (err) {
      const conflict = transactionConflict(err);
      if (!conflict || attempt >= ATTEMPTS) throw err;
      logger?.warn(
        { err, sqlstate: conflict, attempt },
        'transaction aborted by the database, run again',
      );
      continue;
    }
    for (const publish of pending) publish();
    return result;
  }
};
