import { parseArgs } from 'node:util';
import { registerRequestSchema } from '@labbridge/shared-types';
import { describeDatabase, runScript } from './context';
import { makeSuperadmin } from './superadmin';

/** A mistake in how the script was called: printed with the usage, without a stack trace. */
class UsageError extends Error {}

const USAGE =
  'Usage: npm run admin:create -- --email <email> --password <password> --first-name <name> --last-name <name>';

const readArgs = () => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
    strict: true,
  });
  const missing = ['email', 'password', 'first-name', 'last-name'].filter(
    (k) => !values[k as keyof typeof values]?.trim(),
  );
  if (missing.length > 0) {
    throw new UsageError(`Missing ${missing.map((k) => `--${k}`).join(', ')}\n${USAGE}`);
  }
  // The same rules as self-registration: valid email, password of at least 8 characters.
  const parsed = registerRequestSchema.safeParse({
    email: values.email,
    password: values.password,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new UsageError(`Invalid arguments:\n${lines.join('\n')}\n${USAGE}`);
  }
  return parsed.data;
};

/** Arguments are checked before the database is opened, so a typo touches nothing. */
const argsOrExit = () => {
  try {
    return readArgs();
  } catch (err) {
    // parseArgs throws plain errors for unknown options or a flag without its value.
    console.error(err instanceof UsageError ? err.message : `${(err as Error).message}\n${USAGE}`);
    process.exit(1);
  }
};

const input = argsOrExit();

await runScript('admin:create', async (deps) => {
  const promoted = await makeSuperadmin(deps, input);
  console.info(
    `${promoted ? 'Updated existing account' : 'Created account'} ${input.email} as superadmin in ${describeDatabase(deps)}`,
  );
});
