import { parseArgs } from 'node:util';
import { releaseTokenCreateSchema } from '@tenants/shared/model';
import type { Config } from '../../config';
import { openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { cliActor } from '../staff/staff.service';
import { createReleaseToken, listReleaseTokens, revokeReleaseToken } from './release-tokens';

export const releaseTokenUsage = `  release token create --remote NAME [--remote NAME...] --name WHO
                    make a team's release token for those remotes (docs/releases.md); it is printed
                    once: the site keeps only its hash
  release token list
                    every release token: its id, who holds it, its remotes, its last use
  release token revoke ID
                    revoke a token at once`;

/** `release token create|list|revoke` (an operator at the server; the releases page does the same). */
export async function runReleaseTokenCommand(args: string[], config: Config, print: (line: string) => void): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    options: { remote: { type: 'string', multiple: true }, name: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [action, id, ...extra] = positionals;
  const usage = `Usage:\n${releaseTokenUsage}`;
  const ok =
    (action === 'create' && id === undefined && values.name !== undefined && values.remote?.length) ||
    (action === 'list' && id === undefined && !values.name && !values.remote) ||
    (action === 'revoke' && id !== undefined && !values.name && !values.remote);
  if (!ok || extra.length) throw new Error(usage);
  const database = openDatabase(config.database);
  const deps = { db: database.db, now: () => new Date() };
  try {
    await migrateToLatest(database);
    if (action === 'create') {
      const parsed = releaseTokenCreateSchema.safeParse({ name: values.name, remotes: values.remote });
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? usage);
      const { token, release } = await createReleaseToken(deps, cliActor, parsed.data);
      print(`Release token ${release.id} for ${release.remotes.join(', ')}, held by ${release.name}. Shown this once:\n${token}`);
    } else if (action === 'list') {
      const tokens = await listReleaseTokens(deps.db);
      if (!tokens.length) print('No release tokens.');
      for (const t of tokens) {
        const state = t.revokedAt ? `revoked ${t.revokedAt}` : `last used ${t.lastUsedAt ?? 'never'}`;
        print(`${t.id}  ${t.name}  ${t.remotes.join(',')}  made ${t.createdAt} by ${t.createdBy}; ${state}`);
      }
    } else {
      const revoked = await revokeReleaseToken(deps, cliActor, id!);
      print(`Release token ${revoked.id} (${revoked.name}) is revoked.`);
    }
  } finally {
    await database.db.destroy();
  }
}
