import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { releaseStore } from '@tenants/release-registry/release-store';
import { buildApp } from '../../../src/app';
import { runCommand } from '../../../src/commands';
import { openDatabase, type DatabaseHandle } from '../../../src/db/database';
import { readHistory, readReleaseState } from '../../../src/modules/releases/release-state';
import { findRepoRoot } from '../../../src/repo-root';
import { releaseIntact } from '../../../src/site/server-build-check';
import { testConfig } from '../../helper';

jest.setTimeout(60_000);

// The release files in an S3-compatible bucket (decision 0019): a local S3-compatible server (s3rver) started
// here, on a free port with a folder of its own. `release deploy` on one machine writes the version into the
// bucket once; a site server on another machine, with a deploy folder of its own, reads the release state from
// the shared database, fetches the version it serves into its folder, checks the server build's hash before
// it runs it, and serves the browser files as a CDN would from the bucket.

const packageRequire = createRequire(path.join(findRepoRoot(), 'release-registry', 'package.json'));
// The S3 client and server are release-registry's dependencies, loaded from there.
const S3rver = packageRequire('s3rver') as new (options: object) => { run(): Promise<AddressInfo>; close(): Promise<void> };
type Command = new (input: object) => unknown;
/** The parts of @aws-sdk/client-s3 the test uses (its types are release-registry's, not the API's). */
interface S3Module {
  S3Client: new (options: object) => { send(command: unknown): Promise<Record<string, unknown> & { Contents?: Array<{ Key?: string }> }> };
  ListObjectsV2Command: Command;
  HeadObjectCommand: Command;
  PutObjectCommand: Command;
}
const s3 = packageRequire('@aws-sdk/client-s3') as S3Module;

const bucket = 'releases';
const prefix = 'site/';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

describe('the release store in an S3-compatible bucket', () => {
  let base: string;
  let server: InstanceType<typeof S3rver>;
  let endpoint: string;
  let client: InstanceType<S3Module['S3Client']>;
  let env: Record<string, string>;
  let dist: string;
  const savedEnv = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  const open: Array<{ app?: FastifyInstance; database?: DatabaseHandle }> = [];

  beforeAll(async () => {
    base = mkdtempSync(path.join(tmpdir(), 'tenants-s3-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(base, 's3'), configureBuckets: [{ name: bucket }] });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    client = new s3.S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
    // The AWS SDK's own way of finding credentials, as on a real machine.
    process.env.AWS_ACCESS_KEY_ID = credentials.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = credentials.secretAccessKey;
    env = {
      SQLITE_FILE: path.join(base, 'site.sqlite'),
      LOG_LEVEL: 'silent',
      RELEASE_STORE_BUCKET: bucket,
      RELEASE_STORE_PREFIX: prefix,
      RELEASE_STORE_ENDPOINT: endpoint,
    };
    // A remote's build as its package leaves it: dist/ (browser files, a server build) with package.json and routes.json beside it.
    const pkg = path.join(base, 'news');
    dist = path.join(pkg, 'dist');
    mkdirSync(path.join(dist, 'server'), { recursive: true });
    writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: '@tenants/news', version: '1.4.0' }));
    writeFileSync(path.join(pkg, 'routes.json'), JSON.stringify([{ path: '/news', title: 'News' }]));
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'news', metaData: {} }));
    writeFileSync(path.join(dist, 'remoteEntry.js'), `var news = ${JSON.stringify('x'.repeat(4000))};`);
    writeFileSync(path.join(dist, 'remoteEntry.js.map'), '{}');
    writeFileSync(path.join(dist, 'server/render.js'), 'module.exports = { renderRemote: () => "as released" };');
  });
  afterAll(async () => {
    for (const { app, database } of open) {
      await app?.close();
      await database?.db.destroy();
    }
    await server?.close();
    process.env.AWS_ACCESS_KEY_ID = savedEnv.id;
    process.env.AWS_SECRET_ACCESS_KEY = savedEnv.secret;
    if (savedEnv.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
    if (savedEnv.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
    rmSync(base, { recursive: true, force: true });
  });

  it('takes a release from `release deploy` on one machine and serves it from another machine’s copy, hash-checked', async () => {
    const lines: string[] = [];
    const releaseMachine = path.join(base, 'ci-deploy');
    await runCommand(['release', 'deploy', 'news', '--dist', dist, '--deploy-dir', releaseMachine], { env, print: (line) => lines.push(line) });
    const version = /^news deployed as (1\.4\.0-[0-9a-f]{8})$/.exec(lines.at(-1) ?? '')?.[1];
    expect(version).toBeDefined();

    // In the bucket once, under the paths the site serves, each with what a CDN sends: its type, its encoding, a year.
    const keys = (await client.send(new s3.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents!.map((object) => object.Key).sort();
    expect(keys).toEqual(
      ['mf-manifest.json', 'remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz', 'routes.json', 'server/render.js'].map(
        (file) => `${prefix}remotes/news/${version}/${file}`,
      ),
    );
    const entryHead = await client.send(new s3.HeadObjectCommand({ Bucket: bucket, Key: `${prefix}remotes/news/${version}/remoteEntry.js` }));
    expect(entryHead).toMatchObject({ ContentType: 'text/javascript; charset=utf-8', CacheControl: 'public, max-age=31536000, immutable' });
    const brHead = await client.send(new s3.HeadObjectCommand({ Bucket: bucket, Key: `${prefix}remotes/news/${version}/remoteEntry.js.br` }));
    expect(brHead).toMatchObject({ ContentType: 'text/javascript; charset=utf-8', ContentEncoding: 'br' });

    // A second deploy of the same build writes nothing again and records no second version.
    await runCommand(['release', 'deploy', 'news', '--dist', dist, '--deploy-dir', releaseMachine], { env, print: () => undefined });
    const database = openDatabase(testConfig(env).database);
    open.push({ database });
    expect((await readReleaseState(database.db)).stable).toEqual({ news: version });
    expect((await readHistory(database.db, { remote: 'news' })).map((r) => r.action)).toEqual(['release', 'release']);

    // The site server on another machine: an empty deploy folder but its shell, the same database and bucket.
    const siteDeploy = path.join(base, 'site-deploy');
    mkdirSync(path.join(siteDeploy, 'shell'), { recursive: true });
    writeFileSync(path.join(siteDeploy, 'shell/index.html'), '<!doctype html><html><head><title>t</title></head><body><div id=root></div></body></html>');
    const app = await buildApp({ config: testConfig({ ...env, DEPLOY_DIR: siteDeploy, SERVE_SITE: '1' }) });
    open.push({ app });
    expect((await app.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual({ news: `/remotes/news/${version}/mf-manifest.json` });
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain(`/remotes/news/${version}/mf-manifest.json`);
    const local = path.join(siteDeploy, 'remotes/news', version!);
    expect(releaseIntact(local)).toBe(true);
    const served = await app.inject({ method: 'GET', url: `/remotes/news/${version}/remoteEntry.js` });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe(readFileSync(path.join(dist, 'remoteEntry.js'), 'utf8'));
    // The server build is the site server's to run, not a public file, wherever it came from.
    expect((await app.inject({ method: 'GET', url: `/remotes/news/${version}/server/render.js` })).statusCode).toBe(404);

    // A server build changed in the bucket after the release: a third machine's copy no longer hashes to its name.
    await client.send(
      new s3.PutObjectCommand({ Bucket: bucket, Key: `${prefix}remotes/news/${version}/server/render.js`, Body: 'module.exports = { tampered: true };' }),
    );
    const third = releaseStore({ deployDir: path.join(base, 'third'), s3: { bucket, prefix, endpoint, credentials } });
    const copy = await third.local('news', version!);
    expect(copy && existsSync(path.join(copy, 'server/render.js'))).toBe(true);
    expect(releaseIntact(copy!)).toBe(false);
  });

  it('answers that it holds no version it was never given, and fetches nothing for one', async () => {
    const store = releaseStore({ deployDir: path.join(base, 'fourth'), s3: { bucket, prefix, endpoint, credentials } });
    expect(await store.has('news', '9.9.9-00000000')).toBe(false);
    expect(await store.local('news', '9.9.9-00000000')).toBeUndefined();
    expect(existsSync(path.join(base, 'fourth/remotes/news/9.9.9-00000000'))).toBe(false);
  });
});
