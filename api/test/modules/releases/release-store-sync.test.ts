import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { releaseStore } from '@tenants/release-registry/release-store';
import { runCommand } from '../../../src/commands';
import { findRepoRoot } from '../../../src/repo-root';

jest.setTimeout(60_000);

// `release store sync`: a site that kept its versions in the deploy folder moves onto a bucket. Against a local
// S3-compatible server (s3rver, release-registry's dependency, as in release-store.test.ts).

const packageRequire = createRequire(path.join(findRepoRoot(), 'release-registry', 'package.json'));
const S3rver = packageRequire('s3rver') as new (options: object) => { run(): Promise<AddressInfo>; close(): Promise<void> };
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

describe('release store sync', () => {
  let base: string;
  let server: InstanceType<typeof S3rver>;
  let env: Record<string, string>;
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  const version = (name: string, v: string, files: Record<string, string>) => {
    const dir = path.join(base, 'deploy', 'remotes', name, v);
    mkdirSync(dir, { recursive: true });
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  };
  const sync = async (extra: Record<string, string> = env) => {
    const lines: string[] = [];
    await runCommand(['release', 'store', 'sync'], { env: extra, print: (line) => lines.push(line) });
    return lines;
  };

  beforeAll(async () => {
    base = mkdtempSync(path.join(tmpdir(), 'tenants-s3-sync-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(base, 's3'), configureBuckets: [{ name: 'releases' }] });
    const { port } = await server.run();
    process.env.AWS_ACCESS_KEY_ID = credentials.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = credentials.secretAccessKey;
    env = {
      SQLITE_FILE: path.join(base, 'site.sqlite'),
      LOG_LEVEL: 'silent',
      DEPLOY_DIR: path.join(base, 'deploy'),
      RELEASE_STORE_BUCKET: 'releases',
      RELEASE_STORE_PREFIX: 'site/',
      RELEASE_STORE_ENDPOINT: `http://127.0.0.1:${port}`,
    };
    version('news', '1.0.0-aaaaaaaa', { 'mf-manifest.json': '{"name":"news"}', 'remoteEntry.js': 'var news = 1;' });
    version('news', '1.1.0-bbbbbbbb', { 'mf-manifest.json': '{"name":"news","v":2}', 'remoteEntry.js': 'var news = 2;' });
    version('donation', '2.0.0-cccccccc', { 'mf-manifest.json': '{"name":"donation"}', 'remoteEntry.js': 'var donation = 1;' });
    // A deploy that stopped before its manifest: not a version, left alone.
    version('news', '1.2.0-dddddddd', { 'remoteEntry.js': 'half' });
  });

  afterAll(async () => {
    await server?.close();
    process.env.AWS_ACCESS_KEY_ID = saved.id;
    process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
    if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
    if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
    rmSync(base, { recursive: true, force: true });
  });

  it('refuses without a bucket to copy into', async () => {
    await expect(sync({ ...env, RELEASE_STORE_BUCKET: '' })).rejects.toThrow(/RELEASE_STORE_BUCKET/);
  });

  it('copies every finished version into the bucket, keeping the deploy folder, and skips them the next time', async () => {
    const first = await sync();
    expect(first).toEqual(
      expect.arrayContaining([
        'donation 2.0.0-cccccccc: copied',
        'news 1.0.0-aaaaaaaa: copied',
        'news 1.1.0-bbbbbbbb: copied',
        '3 versions copied, 0 already in the bucket',
      ]),
    );
    expect(first.join('\n')).not.toContain('1.2.0-dddddddd');
    // The local folders are where they were.
    expect(readFileSync(path.join(base, 'deploy/remotes/news/1.0.0-aaaaaaaa/remoteEntry.js'), 'utf8')).toBe('var news = 1;');

    // Another instance with an empty deploy folder draws them from the bucket, byte for byte.
    const elsewhere = path.join(base, 'elsewhere');
    const store = releaseStore({
      deployDir: elsewhere,
      s3: {
        bucket: 'releases',
        prefix: 'site/',
        endpoint: env.RELEASE_STORE_ENDPOINT,
        credentials,
        requireFrom: path.join(findRepoRoot(), 'release-registry', 'package.json'),
      },
    });
    const fetched = await store.local('news', '1.1.0-bbbbbbbb');
    expect(readFileSync(path.join(fetched!, 'remoteEntry.js'), 'utf8')).toBe('var news = 2;');
    expect(await store.has('news', '1.2.0-dddddddd')).toBe(false);

    version('news', '1.3.0-eeeeeeee', { 'mf-manifest.json': '{"name":"news","v":3}', 'remoteEntry.js': 'var news = 3;' });
    const second = await sync();
    expect(second).toEqual(
      expect.arrayContaining(['news 1.0.0-aaaaaaaa: in the bucket already', 'news 1.3.0-eeeeeeee: copied', '1 version copied, 3 already in the bucket']),
    );
    expect(existsSync(path.join(base, 'deploy/remotes/news/1.3.0-eeeeeeee/mf-manifest.json'))).toBe(true);
  });
});
