import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { blank, isProduction, type Env } from '../config/parse';

/**
 * Secrets the server must read back (an authenticator app's TOTP secret cannot be hashed), kept encrypted
 * at rest with AES-256-GCM under a key from the environment, so a copy of the database (a backup, a dump)
 * does not hand over every staff member's second factor. Each sealed value names its key by a short id, so
 * a previous key still opens what it sealed while `staff rotate-totp-key` seals everything again under the
 * current one (docs/product/staff.md "Key rotation").
 */
export interface SecretKeys {
  current: Buffer;
  /** Read only: values sealed before a rotation. */
  previous?: Buffer;
  /** No key was configured: the development key (never in production). */
  development: boolean;
}

export interface SecretBox {
  /** `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url); `context` (the row's owner) is bound in, so a value cannot be moved to another row. */
  seal(plain: string, context: string): string;
  open(sealed: string, context: string): string;
  /** Sealed under the current key (nothing to rotate). */
  isCurrent(sealed: string): boolean;
}

const version = 'v1';
const keyBytes = 32;
// Outside production only, said in docs/product/staff.md: a fixed key derived from this label, so a
// development database survives restarts; it protects nothing, which is why production refuses to start without one.
const developmentLabel = 'tenants development TOTP key: not a secret, never used in production';

function parseKey(name: string, raw: string): Buffer {
  const value = raw.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== keyBytes) throw new Error(`${name} must be 32 bytes, as 64 hex digits or base64 (make one with: openssl rand -base64 32)`);
  return key;
}

/** TOTP_ENCRYPTION_KEY (and TOTP_ENCRYPTION_KEY_PREVIOUS while rotating); required in production. */
export function loadTotpKeys(env: Env): SecretKeys {
  const raw = env.TOTP_ENCRYPTION_KEY;
  if (blank(raw)) {
    if (isProduction(env))
      throw new Error('TOTP_ENCRYPTION_KEY must be set in production: 32 bytes, as 64 hex digits or base64 (make one with: openssl rand -base64 32)');
  }
  const current = blank(raw) ? createHash('sha256').update(developmentLabel).digest() : parseKey('TOTP_ENCRYPTION_KEY', raw!);
  const previous = blank(env.TOTP_ENCRYPTION_KEY_PREVIOUS) ? undefined : parseKey('TOTP_ENCRYPTION_KEY_PREVIOUS', env.TOTP_ENCRYPTION_KEY_PREVIOUS!);
  return { current, ...(previous ? { previous } : {}), development: blank(raw) };
}

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export function createSecretBox({ current, previous }: Pick<SecretKeys, 'current' | 'previous'>): SecretBox {
  const currentId = keyId(current);
  const keys = new Map([[currentId, current], ...(previous ? [[keyId(previous), previous] as const] : [])]);
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [version, currentId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed, context) {
      const [v, id, iv, tag, body] = sealed.split('.');
      const key = keys.get(id ?? '');
      if (v !== version || !key || !iv || !tag || body === undefined)
        throw new Error('A sealed secret is unreadable: its key is not configured (TOTP_ENCRYPTION_KEY)');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    isCurrent: (sealed) => sealed.startsWith(`${version}.${currentId}.`),
  };
}

/** Whether a stored value is sealed at all (rows from before encryption hold the plain secret). */
export const isSealed = (value: string) => value.startsWith(`${version}.`);
