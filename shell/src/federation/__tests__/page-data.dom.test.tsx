import { firstPaintElementId, remoteRoutesElementId, runtimeConfigElementId } from '@tenants/shared/core';
import { fetchRuntimeConfig } from '../../app/runtime-config';
import { readFirstPaint } from '../first-paint';
import { readRouteTable } from '../route-table';

// The audit's payload (docs/product/news.md): an article body holding an element named like the page's own
// data came before the real script, `getElementById` found it first, and its JSON drew the page. Content is
// drawn inside #root; only the site server's scripts directly in <head> or <body> may be read.

const script = (id: string, value: unknown) => `<script type="application/json" id="${id}">${JSON.stringify(value)}</script>`;
const forged = (id: string, value: unknown) =>
  `<p id="${id}">${JSON.stringify(value)}</p><script type="application/json" id="${id}">${JSON.stringify(value)}</script>`;

/** A page as the site server sends it, with `content` drawn inside #root before the real data. */
function page({ head = '', content = '', after = '' }: { head?: string; content?: string; after?: string }) {
  document.head.innerHTML = head;
  document.body.innerHTML = `<div id="root"><main>${content}</main></div>${after}`;
}

const real = { remote: 'news', url: '/insights/rent-review', data: { article: 'the real one' } };
const evil = { remote: 'news', url: '/insights/rent-review', data: { article: '<meta http-equiv="refresh" content="0;url=https://evil.example">' } };

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the page’s own data cannot be stood in for by content', () => {
  it('reads the first-paint script the server wrote, never an element of the same id inside the page', () => {
    page({ content: forged(firstPaintElementId, evil), after: script(firstPaintElementId, real) });
    expect(document.getElementById(firstPaintElementId)?.tagName).toBe('P'); // what the old lookup found
    expect(readFirstPaint()).toEqual(real);
  });

  it('reads no first paint at all when only content claims to be one', () => {
    page({ content: forged(firstPaintElementId, evil) });
    expect(readFirstPaint()).toBeNull();
  });

  it('reads the route table from the head, not from content that names itself remote-routes', () => {
    page({
      head: script(remoteRoutesElementId, {
        news: [
          { path: '/news', title: 'News' },
          { path: '/news/archive', title: 'Archive' },
        ],
      }),
      content: forged(remoteRoutesElementId, { evil: [{ path: '/', title: 'Hijacked' }] }),
    });
    // Content before the head's element in document order cannot exist, but a body element must not count either.
    document.body.insertAdjacentHTML('afterbegin', forged(remoteRoutesElementId, { evil: [{ path: '/', title: 'Hijacked' }] }));
    const table = readRouteTable();
    expect(table.news.map((route) => route.path)).toContain('/news/archive');
    expect(table).not.toHaveProperty('evil');
  });

  it('ignores a route table that exists only in content, and keeps the spec’s routes', () => {
    page({ content: forged(remoteRoutesElementId, { evil: [{ path: '/', title: 'Hijacked' }] }) });
    expect(readRouteTable()).not.toHaveProperty('evil');
  });

  it('reads the run-time config from the head, not from content that names itself runtime-config', async () => {
    const config = { apiBase: '', registryUrl: '/remotes.json', brand: { product: 'Tenants', email: 'help@tenants.example' } };
    page({ head: script(runtimeConfigElementId, config), content: forged(runtimeConfigElementId, { ...config, apiBase: 'https://evil.example' }) });
    expect((await fetchRuntimeConfig()).apiBase).toBe('');
  });
});
