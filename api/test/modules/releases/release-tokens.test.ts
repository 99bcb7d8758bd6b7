import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  releaseApiListSchema,
  releaseApiPath,
  releaseApiPromotePath,
  releaseApiRollbackPath,
  releaseApiVersionsPath,
  releaseIntegrityPath,
  releaseIntegrityResponseSchema,
  releaseMessages,
  releasePublishMessages,
  releaseTokenCreatedSchema,
  releaseTokenMessages,
  releaseTokensResponseSchema,
  staffReleaseTokenPath,
  staffReleaseTokensPath,
} from '@tenants/shared/model';
import { fileIntegrity, releaseHash } from '@tenants/release-registry/release-hash';
import { runCommand } from '../../../src/commands';
import { canaryOf, readHistory, readReleaseState } from '../../../src/modules/releases/release-state';
import { hostingOf } from '../../../src/modules/releases/release-hosting';
import { tokenHash } from '../../../src/security/tokens';
import { describeEachDatabase } from '../../helper';
import { auditRows, call, clock, expectError, person, type Person } from '../staff/fixtures';

jest.setTimeout(60_000);

// A team's release token (docs/releases.md "A team's release"): made by an admin, kept as a hash, good for
// its own remotes only, revoked at once; each use in the release history and the audit log.

const deployDir = mkdtempSync(path.join(tmpdir(), 'tenants-release-tokens-'));
const builds = mkdtempSync(path.join(tmpdir(), 'tenants-release-builds-'));
afterAll(() => {
  rmSync(deployDir, { recursive: true, force: true });
  rmSync(builds, { recursive: true, force: true });
});

/** A remote's build as a version folder: its files, routes and the version its content names. */
function build(label: string) {
  const dir = path.join(builds, label);
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'donation', label }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* donation ${label} */`);
  writeFileSync(path.join(dir, 'server', 'page.js'), `module.exports = {}; // ${label}`);
  writeFileSync(path.join(dir, 'routes.json'), JSON.stringify([{ path: '/donation', title: 'Donate' }]));
  const hashes = fileIntegrity(dir);
  const files = Object.entries(hashes).map(([file, integrity]) => ({ path: file, integrity, content: readFileSync(path.join(dir, file)).toString('base64') }));
  return { dir, version: `1.0.0-${releaseHash(dir)}`, files, hashes };
}

describeEachDatabase(
  'release tokens and the release API',
  (suite) => {
    let admin: Person;
    const db = () => suite.database.db;
    const makeToken = async (name: string, remotes: string[]) => {
      const res = await call(suite, 'POST', staffReleaseTokensPath, admin.token, { name, remotes });
      expect(res.statusCode).toBe(200);
      return releaseTokenCreatedSchema.parse(res.json()).payload;
    };
    const publish = (token: string, body: object, remote = 'donation') => call(suite, 'POST', releaseApiVersionsPath(remote), token, body);

    beforeAll(async () => {
      admin = await person(suite, 'admin');
    });
    beforeEach(async () => {
      for (const table of ['release_history', 'release_canaries', 'release_registry', 'release_versions', 'release_tokens'] as const)
        await db().deleteFrom(table).execute();
    });

    it('shows a token once and keeps only its hash; lists it with its last use, never the token', async () => {
      const { token, release } = await makeToken('Payments team CI', ['donation']);
      // Never a leading dash, which the team's command line would take for an option (`--token -…`).
      expect(token).toMatch(/^ctr_[\w-]{43}$/);
      const row = await db().selectFrom('release_tokens').selectAll().where('id', '=', release.id).executeTakeFirstOrThrow();
      expect(row.token_hash).toBe(tokenHash(token));
      expect(JSON.stringify(row)).not.toContain(token);
      const listed = releaseTokensResponseSchema.parse((await call(suite, 'GET', staffReleaseTokensPath, admin.token)).json()).payload.tokens;
      expect(listed).toEqual([expect.objectContaining({ id: release.id, name: 'Payments team CI', remotes: ['donation'], lastUsedAt: null, revokedAt: null })]);
      expect(JSON.stringify(listed)).not.toContain(token);
      expect((await auditRows(suite, `release-token:${release.id}`)).map((r) => r.action)).toEqual(['release.token.create']);

      await call(suite, 'GET', releaseApiPath('donation'), token);
      const used = releaseTokensResponseSchema.parse((await call(suite, 'GET', staffReleaseTokensPath, admin.token)).json()).payload.tokens[0];
      expect(used.lastUsedAt).not.toBeNull();
    });

    it('releases, canaries, promotes and rolls back its own remote, each in the history and the audit log', async () => {
      const { token } = await makeToken('Payments', ['donation']);
      const [one, two] = [build('one'), build('two')];
      expect((await publish(token, { version: one.version, files: one.files })).json()).toEqual({ success: true, message: releasePublishMessages.published });
      expect((await readReleaseState(db())).stable.donation).toBe(one.version);
      // The whole folder is in the store, and every file's hash is recorded for the pages' `integrity`.
      expect(readFileSync(path.join(deployDir, 'remotes', 'donation', one.version, 'server', 'page.js'), 'utf8')).toContain('one');
      expect((await hostingOf(db(), [{ remote: 'donation', version: one.version }])).get(`donation/${one.version}`)).toEqual({ files: one.hashes });

      expect((await publish(token, { version: two.version, files: two.files, canary: 10 })).statusCode).toBe(200);
      expect(await canaryOf(db(), 'donation')).toMatchObject({ version: two.version, percent: 10 });
      expect((await call(suite, 'POST', releaseApiPromotePath('donation'), token)).json()).toMatchObject({ message: releaseMessages.promoted });
      expect((await call(suite, 'POST', releaseApiRollbackPath('donation'), token, { version: one.version })).json()).toMatchObject({
        message: releaseMessages.rolledBack,
      });
      const listed = releaseApiListSchema.parse((await call(suite, 'GET', releaseApiPath('donation'), token)).json()).payload;
      expect(listed).toMatchObject({ remote: 'donation', stable: one.version, canary: null });
      expect(listed.versions.map((v) => v.version).sort()).toEqual([one.version, two.version].sort());

      const history = (await readHistory(db(), { remote: 'donation' })).reverse();
      expect(history.map((h) => [h.action, h.actor])).toEqual([
        ['release', 'release-token:Payments'],
        ['canary', 'release-token:Payments'],
        ['promote', 'release-token:Payments'],
        ['rollback', 'release-token:Payments'],
      ]);
      const audit = (await auditRows(suite, 'remote:donation')).filter((r) => r.actor_email === 'release-token:Payments').map((r) => r.action);
      expect(audit).toEqual(['release.publish', 'release.publish', 'release.promote', 'release.rollback', 'release.list']);
    });

    it('refuses another team’s remote (403, audited), an unknown or revoked token (401), and files that are not the version', async () => {
      const news = await makeToken('Marketing agency', ['news']);
      const donation = await makeToken('Payments', ['donation']);
      const one = build('three');
      expectError(await publish(news.token, { version: one.version, files: one.files }), 403, releaseTokenMessages.notYours);
      expectError(await call(suite, 'POST', releaseApiPromotePath('donation'), news.token), 403, releaseTokenMessages.notYours);
      const refused = (await auditRows(suite, 'remote:donation')).filter((r) => r.actor_email === 'release-token:Marketing agency');
      expect(refused.map((r) => [r.action, JSON.parse(String(r.data)).token])).toEqual([
        ['release.token.refused', news.release.id],
        ['release.token.refused', news.release.id],
      ]);
      expectError(await publish('not-a-token', { version: one.version, files: one.files }), 401, releaseTokenMessages.invalid);
      expectError(await publish('', { version: one.version, files: one.files }), 401, releaseTokenMessages.missing);

      const changed = one.files.map((f) => (f.path === 'remoteEntry.js' ? { ...f, content: Buffer.from('/* changed */').toString('base64') } : f));
      expectError(await publish(donation.token, { version: one.version, files: changed }), 400, `${releasePublishMessages.hash} (remoteEntry.js)`);
      expectError(await publish(donation.token, { version: '1.0.0-00000000', files: one.files }), 400, releasePublishMessages.version);
      expectError(
        await publish(donation.token, { version: one.version, files: one.files.map((f) => ({ ...f, path: `../${f.path}` })) }),
        400,
        releasePublishMessages.paths,
      );
      expect((await readReleaseState(db())).stable.donation).toBeUndefined();

      expect((await call(suite, 'DELETE', staffReleaseTokenPath(donation.release.id), admin.token)).statusCode).toBe(200);
      expectError(await publish(donation.token, { version: one.version, files: one.files }), 401, releaseTokenMessages.invalid);
      expect((await auditRows(suite, `release-token:${donation.release.id}`)).map((r) => r.action)).toEqual(['release.token.create', 'release.token.revoke']);
    });

    it('keeps a version hosted at the team’s own origin there, after checking the bytes it serves', async () => {
      const { token } = await makeToken('Payments', ['donation']);
      const one = build('hosted');
      const server: Server = createServer((request, response) => {
        const file = path.join(one.dir, decodeURIComponent((request.url ?? '/').replace(/^\/team\//, '')));
        try {
          response.end(readFileSync(file));
        } catch {
          response.statusCode = 404;
          response.end();
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const filesAt = `http://127.0.0.1:${(server.address() as AddressInfo).port}/team/`;
        // Only the routes file (beside the build, not in it) travels with the request.
        const files = one.files.map((f) => (f.path === 'routes.json' ? f : { path: f.path, integrity: f.integrity }));
        expect((await publish(token, { version: one.version, files, filesAt })).statusCode).toBe(200);
        expect((await hostingOf(db(), [{ remote: 'donation', version: one.version }])).get(`donation/${one.version}`)).toMatchObject({ filesAt });
        expect(readFileSync(path.join(deployDir, 'remotes', 'donation', one.version, 'server', 'page.js'), 'utf8')).toContain('hosted');
        // The hashes a browser checks the version's files against: its browser files only, by its manifest URL.
        const browserFiles = { 'mf-manifest.json': one.hashes['mf-manifest.json'], 'remoteEntry.js': one.hashes['remoteEntry.js'] };
        for (const entry of [`${filesAt}mf-manifest.json`, `/remotes/donation/${one.version}/mf-manifest.json`]) {
          const res = await call(suite, 'GET', `${releaseIntegrityPath}?entry=${encodeURIComponent(entry)}`);
          expect(releaseIntegrityResponseSchema.parse(res.json()).payload.files).toEqual(browserFiles);
        }
        writeFileSync(path.join(one.dir, 'remoteEntry.js'), '/* changed on the team host */');
        const two = { ...one, version: `1.0.1-${one.version.split('-')[1]}` };
        expectError(await publish(token, { version: two.version, files, filesAt }), 400, `${releasePublishMessages.hash} (remoteEntry.js)`);
      } finally {
        server.close();
      }
    });

    it('makes, lists and revokes tokens at the command line too', async () => {
      const lines: string[] = [];
      const print = (line: string) => lines.push(line);
      await runCommand(['release', 'token', 'create', '--remote', 'donation', '--remote', 'news', '--name', 'Both teams'], { env: suite.env, print });
      const token = lines.join('\n').split('\n').at(-1)!;
      const row = await db().selectFrom('release_tokens').selectAll().executeTakeFirstOrThrow();
      expect(row.token_hash).toBe(tokenHash(token));
      expect(JSON.parse(row.remotes)).toEqual(['donation', 'news']);
      await runCommand(['release', 'token', 'revoke', row.id], { env: suite.env, print });
      await runCommand(['release', 'token', 'list'], { env: suite.env, print });
      expect(lines.at(-1)).toMatch(new RegExp(`^${row.id}  Both teams  donation,news .*; revoked `));
      expect(lines.join('\n').split(token).length).toBe(2);
      expectError(await call(suite, 'GET', releaseApiPath('news'), token), 401, releaseTokenMessages.invalid);
    });
  },
  {
    env: { DEPLOY_DIR: deployDir, SERVE_SITE: '0' },
    options: { now: clock.now },
  },
);
