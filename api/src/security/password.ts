import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { PasswordHashingConfig } from '../config/core';
import { HttpError } from '../http-errors';

/**
 * scrypt at OWASP's recommended cost (N = 2^17, r = 8, p = 1) unless configured otherwise: about 128 MiB
 * and a few hundred milliseconds per hash. Node refuses a cost above `maxmem`, whose default (32 MiB) is
 * too small for it; 512 MiB admits the highest configurable N (2^18) and any hash stored with it.
 */
const blockSize = 8;
const parallelism = 1;
const maxmem = 512 * 1024 * 1024;
const keyLength = 64;
const saltLength = 16;

export const busyMessage = 'The site is busy right now. Please try again in a few seconds.';
/** Seconds a refused caller is told to wait: a queue of hashes clears in about this long. */
const retryAfterSeconds = 5;

/** Hashing and checking passwords, on a pool of its own. */
export interface PasswordHasher {
  /** `scrypt$N$r$p$salt$hash` (base64): the parameters are stored with each hash so they can be raised later. */
  hash(password: string): Promise<string>;
  /** Whether the password matches the stored hash; compared in constant time. A malformed hash never matches. */
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * Spends the same time as checking a real password, for an e-mail without an account: without it the
   * quick "no such member" answer would tell which addresses have accounts.
   */
  verifyAgainstDecoy(password: string): Promise<false>;
  close(): Promise<void>;
}

// Beside this file in src (tests), and copied beside the bundle in api/dist by build.mjs.
const workerFile = path.join(__dirname, 'scrypt-worker.js');

/**
 * scrypt on worker threads of its own, a few at a time with a bounded queue. On libuv's shared pool (4
 * threads) a handful of logins made every file read wait behind them (GET / went from 4 ms to 30 s);
 * here file serving and other API calls never queue behind a hash, and a flood beyond the queue is told
 * to come back (503 + Retry-After) instead of piling up memory at ~128 MiB a hash.
 */
export function createPasswordHasher({ threads, maxQueue, costLog2 }: PasswordHashingConfig): PasswordHasher {
  const cost = { N: 2 ** costLog2, r: blockSize, p: parallelism, maxmem };
  if (!existsSync(workerFile)) throw new Error('scrypt-worker.js is missing beside the API build');
  const pool = new Piscina({ filename: workerFile, minThreads: 0, maxThreads: threads, maxQueue, idleTimeout: 30_000 });

  async function derive(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
    try {
      const key: Uint8Array = await pool.run({ password: password.normalize('NFC'), salt, length, options });
      return Buffer.from(key);
    } catch (error) {
      if (error instanceof Error && error.message === 'Task queue is at limit') {
        throw new HttpError(503, busyMessage, { 'retry-after': String(retryAfterSeconds) });
      }
      throw error;
    }
  }

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(saltLength);
    const key = await derive(password, salt, keyLength, cost);
    return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async function verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, saltText, keyText] = stored.split('$');
    const N = Number(n);
    const options = { N, r: Number(r), p: Number(p), maxmem };
    if (scheme !== 'scrypt' || !saltText || !keyText || ![N, options.r, options.p].every(Number.isInteger)) return false;
    const expected = Buffer.from(keyText, 'base64');
    const actual = await derive(password, Buffer.from(saltText, 'base64'), expected.length, options);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  let decoy: Promise<string> | undefined;
  return {
    hash,
    verify,
    async verifyAgainstDecoy(password) {
      // A decoy that failed (the pool was busy) is made again next time rather than failing for good.
      decoy ??= hash(randomBytes(16).toString('hex')).catch((error: unknown) => {
        decoy = undefined;
        throw error;
      });
      await verify(password, await decoy);
      return false;
    },
    // Graceful: hashes already taken finish (their requests still get an answer) before the threads stop.
    close: () => pool.close(),
  };
}
