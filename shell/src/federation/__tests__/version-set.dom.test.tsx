import { registerRemotes } from '@module-federation/enhanced/runtime';
import { registerFromRegistry, tabVersions } from '../remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
  satisfy: () => true,
}));

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
  (registerRemotes as jest.Mock).mockClear();
});
afterEach(() => {
  document.head.innerHTML = '';
});

it('registers the versions the page was drawn with, without reading the registry', async () => {
  document.head.innerHTML = `<script type="application/json" id="remote-versions">${JSON.stringify(drawnWith)}</script>`;
  expect(await registerFromRegistry('/remotes.json')).toEqual(drawnWith);
  expect(fetched).toEqual([]);
  const [remotes] = (registerRemotes as jest.Mock).mock.calls[0];
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
