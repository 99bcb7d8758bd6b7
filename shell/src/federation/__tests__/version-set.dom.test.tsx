import { createInstance } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, registerFromRegistry, tabVersions } from '../remotes';

const loadRemote = jest.fn(async (id: string) => ({ id }));
jest.mock('@module-federation/enhanced/runtime', () => ({
  createInstance: jest.fn(() => ({ loadRemote })),
  registerGlobalPlugins: jest.fn(),
  satisfy: () => true,
}));
// The build's list of shared modules (a webpack define) is not the point here.
jest.mock('../shell-shares', () => ({ shellShares: () => ({}) }));

// A server-drawn page names the versions it was drawn with; the tab registers exactly those and never asks
// the registry, so a release between the HTML and the scripts cannot mix versions (and the page is live one
// round trip sooner).

const drawnWith = { news: '/remotes/news/1.0.0-aaaaaaaa/mf-manifest.json', staff: '/remotes/staff/1.0.0-bbbbbbbb/mf-manifest.json' };
const released = { news: '/remotes/news/1.1.0-cccccccc/mf-manifest.json', staff: drawnWith.staff };

let fetched: string[];
beforeEach(() => {
  fetched = [];
  global.fetch = jest.fn(async (url: string) => {
    fetched.push(url);
    return { ok: true, status: 200, json: async () => released };
  }) as unknown as typeof fetch;
});
afterEach(() => {
  document.head.innerHTML = '';
});

it('registers the versions the page was drawn with, without reading the registry; the federation host is made with them when a remote is first loaded', async () => {
  document.head.innerHTML = `<script type="application/json" id="remote-versions">${JSON.stringify(drawnWith)}</script>`;
  expect(await registerFromRegistry('/remotes.json')).toEqual(drawnWith);
  expect(fetched).toEqual([]);
  // Nothing of the federation runtime until a page needs a remote.
  expect(createInstance).not.toHaveBeenCalled();
  expect(await loadRemoteModule('news', './Page')).toEqual({ id: 'news/Page' });
  expect(createInstance).toHaveBeenCalledTimes(1);
  const [{ name, remotes }] = (createInstance as jest.Mock).mock.calls[0];
  expect(name).toBe('shell');
  expect(remotes).toEqual([
    { name: 'news', entry: `${window.location.origin}${drawnWith.news}` },
    { name: 'staff', entry: `${window.location.origin}${drawnWith.staff}` },
  ]);
  expect(tabVersions()).toEqual(drawnWith);
});

it('reads the registry only on a page that names no versions (the dev server)', async () => {
  expect(await registerFromRegistry('/remotes.json')).toEqual(released);
  expect(fetched).toEqual(['/remotes.json']);
});

it('ignores a version set that is not one (and reads the registry instead)', async () => {
  document.head.innerHTML = `<script type="application/json" id="remote-versions">["not", "a", "set"]</script>`;
  expect(await registerFromRegistry('/remotes.json')).toEqual(released);
});
