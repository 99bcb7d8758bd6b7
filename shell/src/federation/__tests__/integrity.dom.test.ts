import { releaseIntegrityPath, remoteIntegrityElementId } from '@tenants/shared/model';
import { integrityElementId, integrityGlobal, integrityPath, integrityPlugin, pageIntegrity } from '../integrity';

// Files checked by the browser (docs/releases.md): the page names its own remote's file hashes recorded at
// release; the shell's federation runtime loads every manifest and entry with them, asks the site for another
// remote's before loading it, and hands the chunks' hashes to the remotes' own chunk loaders.

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build code is CommonJS
const { integrityGlobal: pluginGlobal } = require('../../../../shared/src/mf/remote-integrity-plugin.cjs') as { integrityGlobal: string };

const hash = (n: number) => `sha384-${String(n).repeat(64).slice(0, 64)}`;
const donation = '/remotes/donation/1.0.0-aaaaaaaa/mf-manifest.json';
const news = 'http://team.example/news/mf-manifest.json';
const registry = { donation, news };
const drawn = { [donation]: { 'mf-manifest.json': hash(1), 'remoteEntry.js': hash(2), '45.abc.js': hash(3) } };
const hashesNow = () => (globalThis as unknown as Record<string, Record<string, string>>)[integrityGlobal];

let fetched: Array<[string, RequestInit | undefined]>;
beforeEach(() => {
  fetched = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    fetched.push([url, init]);
    return { ok: true, status: 200, json: async () => ({ success: true, payload: { files: { 'mf-manifest.json': hash(4), 'remoteEntry.js': hash(5) } } }) };
  }) as unknown as typeof fetch;
  document.head.innerHTML = `<script type="application/json" id="remote-integrity">${JSON.stringify(drawn)}</script>`;
});
afterEach(() => {
  document.head.innerHTML = '';
});

it('names the element, the path and the global as the site server and the remotes’ chunk loaders do', () => {
  expect([integrityElementId, integrityPath, integrityGlobal]).toEqual([remoteIntegrityElementId, releaseIntegrityPath, pluginGlobal]);
});

it('loads the drawn remote’s entry and manifest with their hash and CORS, and gives its chunk loader the rest', async () => {
  const plugin = integrityPlugin(registry, pageIntegrity());
  expect(hashesNow()[`${window.location.origin}/remotes/donation/1.0.0-aaaaaaaa/45.abc.js`]).toBe(hash(3));
  const attrs: Record<string, string> = {};
  plugin.createScript!({ url: `${window.location.origin}/remotes/donation/1.0.0-aaaaaaaa/remoteEntry.js`, attrs } as never);
  expect(attrs).toEqual({ integrity: hash(2), crossorigin: 'anonymous' });
  await plugin.fetch!(`${window.location.origin}${donation}`, {});
  expect(fetched).toEqual([[`${window.location.origin}${donation}`, { integrity: hash(1) }]]);
});

it('asks the site for another remote’s hashes once, before its manifest, wherever that remote is hosted', async () => {
  const plugin = integrityPlugin(registry, pageIntegrity());
  await plugin.fetch!(news, {});
  await plugin.fetch!(news, {});
  expect(fetched.map(([url]) => url)).toEqual([`${releaseIntegrityPath}?entry=${encodeURIComponent(news)}`, news, news]);
  expect(fetched[1][1]).toEqual({ integrity: hash(4) });
  const attrs: Record<string, string> = {};
  plugin.createScript!({ url: 'http://team.example/news/remoteEntry.js', attrs } as never);
  expect(attrs).toEqual({ integrity: hash(5), crossorigin: 'anonymous' });
});

it('checks nothing on a page the site server did not draw (the dev server)', async () => {
  document.head.innerHTML = '';
  const plugin = integrityPlugin(registry, pageIntegrity());
  await plugin.fetch!(news, {});
  expect(fetched).toEqual([[news, {}]]);
});

describe('where the browser can hash (a secure context)', () => {
  const { webcrypto, createHash } = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  const body = '{"name":"donation"}';
  const sha = `sha384-${createHash('sha384').update(body).digest('base64')}`;
  beforeEach(() => {
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
    Object.assign(globalThis, {
      Response: class {
        constructor(readonly body: ArrayBuffer) {}
      },
    });
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      headers: {},
      arrayBuffer: async () => new TextEncoder().encode(body).buffer,
    })) as unknown as typeof fetch;
  });

  it('takes the preloaded manifest (a fetch naming no integrity) and checks its bytes itself', async () => {
    document.head.innerHTML = `<script type="application/json" id="remote-integrity">${JSON.stringify({ [donation]: { 'mf-manifest.json': sha } })}</script>`;
    const plugin = integrityPlugin(registry, pageIntegrity());
    await expect(plugin.fetch!(donation, {})).resolves.toBeDefined();
    expect(global.fetch).toHaveBeenCalledWith(donation, {});
  });

  it('refuses a manifest whose bytes changed after its release', async () => {
    document.head.innerHTML = `<script type="application/json" id="remote-integrity">${JSON.stringify({ [donation]: { 'mf-manifest.json': hash(9) } })}</script>`;
    const plugin = integrityPlugin(registry, pageIntegrity());
    await expect(plugin.fetch!(donation, {})).rejects.toThrow(/integrity/);
  });
});
