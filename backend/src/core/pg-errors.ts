/** Postgres SQLSTATE codes are five characters, e.g. 08006 or 57P01; Node's are ERR_* or E*. */
export const SQLSTATE = /^[0-9A-Z]{5}$/;

const UNIQUE_VIOLATION = '23505';

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
    return link.name === 'DrizzleQueryError' || link.constructor.name === 'DatabaseError';
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
