import pino from 'pino';
import type { Config } from './config';
import { serializeError } from './core/error-log';

/** The app's logger; `destination` defaults to stdout. */
export const createLogger = (
  config: Pick<Config, 'logLevel'>,
  destination?: pino.DestinationStream,
) =>
  pino(
    {
      level: config.logLevel,
      base: { service: 'labbridge' },
      redact: ['req.headers.cookie', 'password', 'passwordHash', '*.password'],
      serializers: { err: serializeError },
    },
    // stdout written asynchronously: a synchronous write per log line is a system call in every
    // request's path. pino flushes what is pending when the process exits.
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
