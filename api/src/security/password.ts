import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt at OWASP's recommended cost (N = 2^17, r = 8, p = 1): about 128 MiB and a few hundred
 * milliseconds per hash. Node refuses a cost above `maxmem`, whose default (32 MiB) is too small for it.
 */
const cost = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } as const;
const keyLength = 64;
const saltLength = 16;

const derive = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** `scrypt$N$r$p$salt$hash` (base64): the parameters are stored with each hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, keyLength, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether the password matches the stored hash; compared in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  const N = Number(n);
  const options = { N, r: Number(r), p: Number(p), maxmem: cost.maxmem };
  if (scheme !== 'scrypt' || !saltText || !keyText || ![N, options.r, options.p].every(Number.isInteger)) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await derive(password, Buffer.from(saltText, 'base64'), expected.length, options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for an e-mail without an account: without it the
 * quick "no such member" answer would tell which addresses have accounts.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}
