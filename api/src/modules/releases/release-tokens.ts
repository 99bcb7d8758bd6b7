import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { releaseTokenMessages, type ReleaseToken, type ReleaseTokenCreate } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { newToken, tokenHash } from '../../security/tokens';
import { recordAudit, type Actor } from '../staff/staff.service';

/**
 * Release tokens (docs/releases.md "A team's release"): a team's key to release its own remotes through the
 * release API, with no other power over the site. The token is random (256 bits) and shown once; the table
 * keeps its SHA-256 (security/tokens.ts), so a copy of the database releases nothing. Made and revoked by an
 * admin (the releases page or `release token create`), each in the audit log.
 */
type Db = Kysely<Database>;
interface Deps {
  db: Db;
  now: () => Date;
}

/** A token as its holder's actions are named in the release history and the audit log. */
export interface TokenHolder {
  id: string;
  name: string;
  remotes: string[];
}

/** The actor of a token's actions: the history's `actor` and the audit row's, never the token itself. */
export const tokenActor = (holder: TokenHolder): Actor => ({ id: null, email: `release-token:${holder.name}`, role: 'cli' });

const remotesOf = (text: string): string[] => {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

type Row = Database['release_tokens'];
const shown = (row: Row): ReleaseToken => ({
  id: row.id,
  name: row.name,
  remotes: remotesOf(row.remotes),
  createdAt: row.created_at,
  createdBy: row.created_by,
  lastUsedAt: row.last_used_at,
  revokedAt: row.revoked_at,
});

/** What every release token starts with (docs/releases.md). */
export const releaseTokenPrefix = 'ctr_';

/** Makes a token for `remotes`, held by `name`; gives the token (once: only its hash is kept) and its row. */
export async function createReleaseToken(deps: Deps, actor: Actor, { name, remotes }: ReleaseTokenCreate): Promise<{ token: string; release: ReleaseToken }> {
  // A fixed prefix: a bare base64url token starts with "-" one time in 64, and the team's command line
  // (release-registry/bin/release.mjs, node's parseArgs) then read `--token -…` as a missing value. The
  // prefix also lets a secret scanner know the token; earlier tokens, without it, still work (by hash).
  const token = `${releaseTokenPrefix}${newToken()}`;
  const row: Row = {
    id: randomUUID(),
    name: name.trim(),
    remotes: JSON.stringify([...new Set(remotes)].sort()),
    token_hash: tokenHash(token),
    created_at: deps.now().toISOString(),
    created_by: actor.email,
    last_used_at: null,
    revoked_at: null,
  };
  await deps.db.insertInto('release_tokens').values(row).execute();
  const release = shown(row);
  await recordAudit(deps, actor, { action: 'release.token.create', targetType: 'release-token', targetId: row.id, data: { remotes: release.remotes } });
  return { token, release };
}

/** Every token, newest first (the revoked too: the page shows when). */
export async function listReleaseTokens(db: Db): Promise<ReleaseToken[]> {
  return (await db.selectFrom('release_tokens').selectAll().orderBy('created_at', 'desc').orderBy('id').execute()).map(shown);
}

/** Revokes a token at once (its next use is a 401); a second revocation changes nothing. */
export async function revokeReleaseToken(deps: Deps, actor: Actor, id: string): Promise<ReleaseToken> {
  const row = await deps.db.selectFrom('release_tokens').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, releaseTokenMessages.unknown);
  if (row.revoked_at) return shown(row);
  const at = deps.now().toISOString();
  await deps.db.updateTable('release_tokens').set({ revoked_at: at }).where('id', '=', id).execute();
  await recordAudit(deps, actor, { action: 'release.token.revoke', targetType: 'release-token', targetId: id, data: { remotes: remotesOf(row.remotes) } });
  return shown({ ...row, revoked_at: at });
}

/**
 * The holder of a bearer token that may act on `remote`: 401 for no token, an unknown or a revoked one; 403
 * (and an audit row) for a token of other remotes. A use marks the token's last use.
 */
export async function tokenFor(deps: Deps, authorization: string | undefined, remote: string): Promise<TokenHolder> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) throw new HttpError(401, releaseTokenMessages.missing);
  const row = await deps.db.selectFrom('release_tokens').selectAll().where('token_hash', '=', tokenHash(token)).executeTakeFirst();
  if (!row || row.revoked_at) throw new HttpError(401, releaseTokenMessages.invalid);
  const holder = { id: row.id, name: row.name, remotes: remotesOf(row.remotes) };
  await deps.db.updateTable('release_tokens').set({ last_used_at: deps.now().toISOString() }).where('id', '=', row.id).execute();
  if (!holder.remotes.includes(remote)) {
    await recordAudit(deps, tokenActor(holder), {
      action: 'release.token.refused',
      targetType: 'remote',
      targetId: remote.slice(0, 100),
      data: { token: holder.id, ...(/^[\w.-]{1,100}$/.test(remote) ? { remote } : {}) },
    });
    throw new HttpError(403, releaseTokenMessages.notYours);
  }
  return holder;
}
