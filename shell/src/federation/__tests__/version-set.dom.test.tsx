import { startFederation } from '../federation-runtime';
import { loadRemoteModule, registerFromRegistry, tabVersions } from '../remotes';

const loadRemote = jest.fn(async (id: string) => ({ id }));
jest.mock('../federation-runtime', () => ({ startFederation: jest.fn(() => ({ loadRemote })) }));

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
  expect(startFederation).not.toHaveBeenCalled();
  expect(await loadRemoteModule('news', './Page')).toEqual({ id: 'news/Page' });
  expect(startFederation).toHaveBeenCalledTimes(1);
  expect(startFederation).toHaveBeenCalledWith(drawnWith);
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
