import pino from 'pino';
import { isDatabaseError, SQLSTATE } from './pg-errors';

type ErrorLike = Error & Record<string, unknown>;

/** Fields of a PostgreSQL error that name what failed without repeating any value. */
const PG_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'routine'];

/** "invalid input syntax for type uuid: "<value>"" and the like quote the value itself. */
const withoutValue = (message: string) =>
  message.replace(/(invalid input (?:syntax|value) for [^:]*:).*/s, '$1 [redacted]');

const causes = (err: ErrorLike) => {
  const chain: ErrorLike[] = [];
  for (let e: unknown = err; e instanceof Error && chain.length < 5; e = e.cause) {
    chain.push(e as ErrorLike);
  }
  return chain;
};

/**
 * pino's `err` serializer, except for database errors: Drizzle writes the query's parameter
 * values (emails, password hashes, message text) into the message and the stack, and PostgreSQL
 * writes row values into `detail`. Those are logged as the query text with its placeholders,
 * the SQLSTATE and the names of what failed.
 */
export const serializeError = (value: unknown) => {
  if (!(value instanceof Error) || !isDatabaseError(value)) {
    return pino.stdSerializers.err(value as Error);
  }
  const chain = causes(value as ErrorLike);
  const query = chain.map((e) => e.query).find((q) => typeof q === 'string');
  const pg =
    chain.find((e) => typeof e.code === 'string' && SQLSTATE.test(e.code)) ?? chain.at(-1)!;
  const fields = Object.fromEntries(
    PG_FIELDS.filter((key) => typeof pg[key] === 'string').map((key) => [key, pg[key]]),
  );
  // The frames say where the query was made; the lines above them repeat the parameters.
  const frames = (value.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: value.constructor.name,
    message: withoutValue(pg.message),
    ...fields,
    ...(query ? { query } : {}),
    stack: frames.join('\n'),
  };
};
