import { defaultRemoteRoutes } from '@tenants/shared/core';
import { createReporter, sourceOf } from '../reporter';

const versions = { news: '/remotes/news/1.0.0-aaaaaaaa/mf-manifest.json' };
const routes = { ...defaultRemoteRoutes, staff: [{ path: '/staff/members/:id', title: 'Member' }] };

function reporterWith(sampled = true) {
  const sent: Array<{ url: string; body: Record<string, unknown> }> = [];
  const reporter = createReporter({
    endpoint: '/api/telemetry',
    pageLoad: sampled ? 'signed-page-load-id' : undefined,
    versions: () => versions,
    routes: () => routes,
    send: (url, body) => (sent.push({ url, body: JSON.parse(body) as Record<string, unknown> }), true),
  });
  return { reporter, sent };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('reports page views under the route pattern and its remote, never the address itself or its query', () => {
  const { reporter, sent } = reporterWith();
  reporter.pageview('/insights/a-tenants-guide');
  reporter.pageview('/staff/members/0b1c2d3e');
  reporter.pageview('/about');
  reporter.pageview('/no-such-page');
  reporter.flush();
  expect(sent.map((beacon) => [beacon.body.route, beacon.body.remote])).toEqual([
    ['/insights/:id', 'news'],
    ['/staff/members/:id', 'staff'],
    ['/about', undefined],
    ['/404', undefined],
  ]);
  // Every beacon carries the page's signed page-load id: the API takes reports only with one.
  expect(sent[0]).toEqual({
    url: '/api/telemetry',
    body: { pageLoad: 'signed-page-load-id', route: '/insights/:id', remote: 'news', versions, events: [{ type: 'pageview' }] },
  });
});

it('sends errors within a second, with the file that threw and a short message', () => {
  const { reporter, sent } = reporterWith();
  reporter.pageview('/news');
  const error = new TypeError(`Cannot read properties of undefined ${'x'.repeat(400)}`);
  error.stack = `TypeError: Cannot read\n    at Page (http://127.0.0.1:3210/remotes/news/1.1.0-bbbbbbbb/news-listing.1a2b.js?v=2:1:200)\n    at x (http://127.0.0.1:3210/main.js:1:1)`;
  reporter.error('error', error);
  jest.advanceTimersByTime(1000);
  expect(sent).toHaveLength(1);
  const events = sent[0].body.events as Array<Record<string, string>>;
  expect(events[1]).toMatchObject({ type: 'error', source: 'http://127.0.0.1:3210/remotes/news/1.1.0-bbbbbbbb/news-listing.1a2b.js' });
  expect(events[1].message.length).toBeLessThanOrEqual(200);
});

it('keeps only the origin of a CSP violation’s blocked address', () => {
  const { reporter, sent } = reporterWith();
  reporter.pageview('/');
  reporter.csp('script-src-elem', 'https://evil.example/steal.js?who=jo@example.com');
  reporter.flush();
  expect((sent[0].body.events as unknown[])[1]).toEqual({ type: 'csp', directive: 'script-src-elem', blocked: 'https://evil.example' });
});

it('sends nothing from a page load the server gave no page-load id (outside the sample)', () => {
  const { reporter, sent } = reporterWith(false);
  expect(reporter.sampled).toBe(false);
  reporter.pageview('/news');
  reporter.error('error', new Error('x'));
  reporter.flush();
  jest.advanceTimersByTime(10_000);
  expect(sent).toEqual([]);
});

it('takes the file from an error event when the browser names it', () => {
  expect(sourceOf('Script error.', 'http://h/remotes/news/1.0.0-a/main.js?x=1')).toBe('http://h/remotes/news/1.0.0-a/main.js');
  expect(sourceOf('no stack')).toBeUndefined();
});
