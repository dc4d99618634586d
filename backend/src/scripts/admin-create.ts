import { parseArgs } from 'node:util';
import { registerRequestSchema } from '@labbridge/shared-types';
import { and, eq, isNull } from 'drizzle-orm';
import { sessions, users } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { describeDatabase, runScript } from './context';

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
  const passwordHash = await hashPassword(input.password);
  const fields = {
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    userType: 'superadmin' as const,
    onboardingCompleted: true,
    // The operator vouches for the address.
    emailVerifiedAt: new Date(),
    updatedAt: new Date(),
  };
  // Afterwards the account signs in with exactly the given credentials, whether it existed or not.
  const promoted = await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, input.email))
      .limit(1);
    if (!existing) {
      await tx.insert(users).values({ email: input.email, ...fields });
      return false;
    }
    await tx.update(users).set(fields).where(eq(users.id, existing.id));
    // The password may have changed: old sessions must not outlive it.
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, existing.id), isNull(sessions.revokedAt)));
    return true;
  });
  console.info(
    `${promoted ? 'Updated existing account' : 'Created account'} ${input.email} as superadmin in ${describeDatabase(deps)}`,
  );
});
