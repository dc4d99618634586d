import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { validationError } from '../../core/errors';

/**
 * zxcvbn's score runs 0-4; below 2 a password falls to an online guessing attack (under 10^6
 * guesses): the common and breached passwords of its lists, keyboard runs, repeats, dates and
 * the user's own name or address (NIST 800-63B's blocklist).
 */
const MIN_SCORE = 2;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * Loaded and built on first use: the dictionaries take about a tenth of a second and some 30 MB,
 * which a server that nobody registers with or changes a password on never needs.
 */
const zxcvbn = () => {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, en]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: {
          ...en.translations,
          warnings: {
            ...en.translations.warnings,
            userInputs: 'It contains your name or email address.',
          },
        },
      }),
  );
  return estimator;
};

/** The parts of who the user is that a password must not be built from. */
const personalWords = (about: {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}) => [
  about.email,
  ...about.email.split('@')[0]!.split(/[._+-]/),
  ...[about.firstName, about.lastName].filter((name): name is string => Boolean(name)),
];

/** Why the password is too easy to guess, or null when it is strong enough. */
export const passwordWeakness = async (
  password: string,
  about: Parameters<typeof personalWords>[0],
): Promise<string | null> => {
  const result = (await zxcvbn()).check(password, personalWords(about));
  if (result.score >= MIN_SCORE) return null;
  const why = result.feedback.warning ?? result.feedback.suggestions[0] ?? '';
  return `This password is too easy to guess. ${why}`.trim();
};

/** Throws a VALIDATION_ERROR on `field` when the password is too easy to guess. */
export const assertStrongPassword = async (
  password: string,
  about: Parameters<typeof personalWords>[0],
  field = 'password',
) => {
  const weakness = await passwordWeakness(password, about);
  if (weakness) throw validationError(weakness, { [field]: [weakness] });
};
