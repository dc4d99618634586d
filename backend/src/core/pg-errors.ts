import { DrizzleQueryError } from 'drizzle-orm';

/** Postgres SQLSTATE codes are five characters, e.g. 08006 or 57P01; Node's are ERR_* or E*. */
export const SQLSTATE = /^[0-9A-Z]{5}$/;

const UNIQUE_VIOLATION = '23505';

/**
 * Set by the database client when the server cannot be reached: no connection at all, or no
 * answer to a query in time (its connection is then dropped).
 */
export const DATABASE_UNREACHABLE = 'databaseUnreachable';

/** The error and its causes, outermost first: Drizzle wraps the driver's error. */
const chain = (err: unknown): unknown[] => {
  const links: unknown[] = [];
  for (let current = err; current && links.length < 5; ) {
    links.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return links;
};

/** An error from the database or its driver, as opposed to a bug in our own code. */
export const isDatabaseError = (err: unknown): boolean =>
  chain(err).some((link) => {
    if (!(link instanceof Error)) return false;
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return true;
    if ((link as { [DATABASE_UNREACHABLE]?: unknown })[DATABASE_UNREACHABLE] === true) return true;
    // DrizzleQueryError keeps name 'Error': it wraps every failed query, a dropped connection too.
    return link instanceof DrizzleQueryError || link.constructor.name === 'DatabaseError';
  });

// Connection exceptions (08xxx), insufficient resources such as too many connections (53xxx), an
// administrator's or crash shutdown (57P01-57P03), a statement cut off by statement_timeout
// (57014) or a transaction by idle_in_transaction_session_timeout (25P03): the app sets both
// bounds (DATABASE_QUERY_TIMEOUT_MS), so either means a server too slow to answer right now. And
// a connection that dropped or never came up.
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0[123]|57014|25P03)/;
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

/**
 * A database error that says the server cannot be reached right now, rather than that the query
 * is wrong: the request may succeed when retried, so it answers 503.
 */
export const isDatabaseUnavailable = (err: unknown): boolean =>
  isDatabaseError(err) &&
  chain(err).some((link) => {
    if (!(link instanceof Error)) return false;
    if ((link as { [DATABASE_UNREACHABLE]?: unknown })[DATABASE_UNREACHABLE] === true) return true;
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string') {
      return UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code);
    }
    // A query sent on a connection that has failed meanwhile (a transaction's rollback after its
    // query timed out) is refused with the second message.
    return /^(Connection terminated|Client has encountered a connection error)/.test(link.message);
  });

/**
 * True when the error (or a cause) is a unique violation; with a constraint name, only of that
 * constraint (a driver that does not name it is taken at its word).
 */
export const isUniqueViolation = (err: unknown, constraint?: string): boolean =>
  chain(err).some((link) => {
    const e = link as { code?: unknown; constraint?: unknown };
    return (
      e.code === UNIQUE_VIOLATION &&
      (constraint === undefined || e.constraint === undefined || e.constraint === constraint)
    );
  });

/** A deadlock and a serialization failure: PostgreSQL aborted the transaction so another could go on. */
const CONFLICT_SQLSTATES = new Set(['40P01', '40001']);

/**
 * The SQLSTATE when the error (or a cause) says the transaction lost to a concurrent one rather
 * than that its work is wrong, so the same work run again normally passes; null otherwise.
 */
export const transactionConflict = (err: unknown): string | null => {
  for (const link of chain(err)) {
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && CONFLICT_SQLSTATES.has(code)) return code;
  }
  return null;
};
