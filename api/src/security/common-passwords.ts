import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/**
 * Whether a password is on the list of the most used ones (ASVS 5.0 6.2.4): zxcvbn-ts's ranked list of
 * about 49,000 leaked passwords, maintained with that library, compared without case ("Password1" is as
 * guessable as "password1"). Built on first use: the sign-up and reset routes are the only callers.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((entry) => entry.toLowerCase()));
  return common.has(password.normalize('NFC').toLowerCase());
}
