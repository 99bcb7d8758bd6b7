import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import type { RemoteProps } from '@tenants/shared';
import { setScrollY, stubHttp, stubViewport } from '../../../test/browser-stubs';
import { renderRoutes, type TestRouter } from '../../../test/render-in-router';
import { loadRemoteModule } from '../../federation/remotes';
import { routes } from '../router';

jest.mock('../../federation/remotes', () => ({ loadRemoteModule: jest.fn() }));

/** jsdom has no layout: the page is `height` px taller than the window, and scrolling stops there. */
let height = 5000;
const scrollTo = jest.fn((_x: number, y: number) => setScrollY(Math.min(y, height)));
const scrollIntoView = jest.fn();

beforeEach(() => {
  stubViewport(1280);
  stubHttp(() => ({ status: 200, data: { success: true } }));
  height = 5000;
  scrollTo.mockClear();
  scrollIntoView.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
  sessionStorage.clear();
  (loadRemoteModule as jest.Mock).mockImplementation(async (remote: string) => ({ default: (_props: RemoteProps) => <h1>{remote}</h1> }));
});

/** A remote page whose section with an id shows after its data arrives. */
function LateSection() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h2 id="latest">Latest</h2> : <p>Loading</p>;
}

const renderApp = (path: string) => renderRoutes(routes, { path });
const go = (router: TestRouter, to: string | number) => act(() => (typeof to === 'number' ? router.navigate(to) : router.navigate(to)));
// A content page's code is a lazy chunk: its first import under jest (transformed then) can pass a second.
const title = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

test('a new page starts at the top; Back and Forward return to where each page was left', async () => {
  const { router } = renderApp('/advice-support');
  await title('Our Advice & Process');
  act(() => setScrollY(2400));

  await go(router, '/property/lease-renewals');
  await title('Lease Renewals');
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  act(() => setScrollY(700));

  await go(router, -1);
  await title('Our Advice & Process');
  expect(scrollTo).toHaveBeenLastCalledWith(0, 2400);
  await go(router, 1);
  await title('Lease Renewals');
  expect(scrollTo).toHaveBeenLastCalledWith(0, 700);
  expect(window.scrollY).toBe(700);
});

test('Back waits for the page to grow tall enough for the position it returns to', async () => {
  const { router } = renderApp('/advice-support');
  await title('Our Advice & Process');
  act(() => setScrollY(2400));
  await go(router, '/about');
  await title('About Us');

  height = 300;
  await go(router, -1);
  expect(window.scrollY).toBe(300);
  height = 5000;
  await waitFor(() => expect(window.scrollY).toBe(2400));
});

test('an address with an anchor lands on its target once the page shows it', async () => {
  const { router } = renderApp('/property/lease-renewals');
  await title('Lease Renewals');
  act(() => setScrollY(900));
  await go(router, '/advice-support#guides');
  expect(window.scrollY).toBe(0);
  await title('Our Advice & Process');
  await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
  expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('guides'));
});

test('an anchor that appears only after the page has loaded its data is still reached', async () => {
  (loadRemoteModule as jest.Mock).mockImplementation(async () => ({ default: LateSection }));
  const { router } = renderApp('/about');
  await title('About Us');
  await go(router, '/news#latest');
  const section = await screen.findByRole('heading', { level: 2, name: 'Latest' }, { timeout: 2000 });
  await waitFor(() => expect(scrollIntoView.mock.contexts).toContain(section));
});

test('a new entry for the same page (a wizard’s step, a listing’s query) leaves the scroll where it is', async () => {
  const { router } = renderApp('/enquiry');
  await title('enquiry');
  act(() => setScrollY(900));
  scrollTo.mockClear();
  await go(router, '/enquiry?step=2');
  await act(() => router.navigate('/enquiry?step=3', { state: { wizardStep: { step: 3, behind: 2 } } }));
  expect(scrollTo).not.toHaveBeenCalled();
  expect(window.scrollY).toBe(900);
});

/** Leaves /about at 1800 px as the document goes away, then opens it again in a new document opened as `opened`. */
async function reopenAboutAfterLeavingAt1800(opened: NavigationTimingType) {
  const first = renderApp('/about');
  await title('About Us');
  act(() => setScrollY(1800));
  act(() => void window.dispatchEvent(new Event('pagehide')));
  first.unmount();
  setScrollY(0);
  // jsdom keeps no navigation timing: this is how the browser says the new document was opened.
  performance.getEntriesByType = jest.fn(() => [{ type: opened } as PerformanceNavigationTiming]);
  renderApp('/about');
  await title('About Us');
}

test('a reload returns to where the page was left', async () => {
  await reopenAboutAfterLeavingAt1800('reload');
  await waitFor(() => expect(window.scrollY).toBe(1800));
});

test('the same page opened afresh by a link from another document starts at the top', async () => {
  await reopenAboutAfterLeavingAt1800('navigate');
  expect(scrollTo).not.toHaveBeenCalledWith(0, 1800);
  expect(window.scrollY).toBe(0);
});
