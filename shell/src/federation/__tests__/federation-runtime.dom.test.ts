import { startFederation } from '../federation-runtime';

// The shell's host (federation-runtime.ts): a remote's manifest read, its entry run as a script with the hash
// recorded at its release, its container started with the page's share scope, the exposed module got.

jest.mock('../shell-shares', () => ({
  shellShares: () => ({
    react: { '19.2.0': { version: '19.2.0', from: 'shell', shareConfig: { singleton: true }, scope: ['default'], useIn: [], lib: () => ({}), loaded: true } },
  }),
}));

const folder = `${window.location.origin}/remotes/news/1.0.0-aaaaaaaa/`;
const manifest = { name: 'news', metaData: { globalName: 'news', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } } };
const page = { default: 'the news page' };

let container: { init: jest.Mock; get: jest.Mock };
let scriptsRun: HTMLScriptElement[];
let entryFails: boolean;
beforeEach(() => {
  scriptsRun = [];
  entryFails = false;
  container = { init: jest.fn(), get: jest.fn(async () => () => page) };
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => manifest })) as unknown as typeof fetch;
  // jsdom runs no scripts: an appended entry "runs" by defining its container, as remoteEntry.js does.
  jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    const script = node as unknown as HTMLScriptElement;
    scriptsRun.push(script);
    queueMicrotask(() => {
      if (entryFails) return script.onerror?.(new Event('error'));
      Object.assign(globalThis, { news: container });
      script.onload?.(new Event('load'));
    });
    return node;
  });
  document.body.innerHTML = `<script type="application/json" id="remote-integrity">${JSON.stringify({
    '/remotes/news/1.0.0-aaaaaaaa/mf-manifest.json': { 'remoteEntry.js': 'sha384-entry' },
  })}</script>`;
});
afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).news;
});

it("runs the remote's entry beside its manifest with its recorded hash, starts it with the page's share scope and gets the module", async () => {
  const host = startFederation({ news: '/remotes/news/1.0.0-aaaaaaaa/mf-manifest.json' });
  await expect(host.loadRemote('news/Page')).resolves.toBe(page);
  expect(scriptsRun.map((script) => [script.src, script.getAttribute('integrity'), script.getAttribute('crossorigin')])).toEqual([
    [`${folder}remoteEntry.js`, 'sha384-entry', 'anonymous'],
  ]);
  const [shareScope, , options] = container.init.mock.calls[0];
  expect(Object.keys(shareScope)).toEqual(['react']);
  expect(options).toMatchObject({ shareScopeKeys: 'default', shareScopeMap: { default: shareScope } });
  expect(container.get).toHaveBeenCalledWith('./Page');
  // A second module of the same remote: its container is started once.
  await host.loadRemote('news/Page');
  expect(container.init).toHaveBeenCalledTimes(1);
  expect(scriptsRun).toHaveLength(1);
});

it('says which step failed, and starts the container afresh on the next try', async () => {
  const host = startFederation({ news: '/remotes/news/1.0.0-aaaaaaaa/mf-manifest.json' });
  entryFails = true;
  await expect(host.loadRemote('news/Page')).rejects.toThrow(`Remote news/Page could not be loaded (entry): Failed to load script ${folder}remoteEntry.js`);
  entryFails = false;
  await expect(host.loadRemote('news/Page')).resolves.toBe(page);
  expect(scriptsRun).toHaveLength(2);
});

it("passes a container's refusal on in its own words (with-retry.ts then gives up at once)", async () => {
  container.init.mockImplementation(() => {
    throw new Error('Version 1.0.0 from shell of shared singleton module @tenants/shared does not satisfy the requirement of news which needs ^2.0.0');
  });
  const host = startFederation({ news: '/remotes/news/1.0.0-aaaaaaaa/mf-manifest.json' });
  await expect(host.loadRemote('news/Page')).rejects.toThrow(/could not be loaded \(init\): Version 1\.0\.0 .* needs \^2\.0\.0/);
});

it('refuses a remote the version set does not name, and a manifest that is not one', async () => {
  const host = startFederation({ news: '/remotes/news/1.0.0-aaaaaaaa/mf-manifest.json' });
  await expect(host.loadRemote('donation/Page')).rejects.toThrow('there is no remote donation in this version set');
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ name: 'news' }) })) as unknown as typeof fetch;
  await expect(host.loadRemote('news/Page')).rejects.toThrow('is not a Module Federation manifest');
  global.fetch = jest.fn(async () => ({ ok: false, status: 404 })) as unknown as typeof fetch;
  await expect(host.loadRemote('news/Page')).rejects.toThrow('mf-manifest.json answered 404');
});
