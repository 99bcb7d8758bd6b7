import '../../../test/navigation-request';
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { defaultRuntimeConfig, type RemoteProps } from '@tenants/shared';
import type { PageRecord } from '@tenants/shared/model';
import { contentFetch, pageRecord, siteData } from '../../../test/site-fixtures';
import { stubViewport } from '../../../test/browser-stubs';
import { AppRoutes } from '../../app/app-routes';
import { hydratingServerPage, resetPageCode, wantPageCode } from '../../app/page-code';
import { resetPageLive } from '../../app/page-live';
import { RuntimeConfigProvider } from '../../app/runtime-config';
import { loadRemoteModule } from '../../federation/remotes';
import { ContentRoute, resetContentRoutes } from './content-route';
import { pagePartsElementId, type LandingParts } from './landing';
import { resetSiteData, ServerPageContext, SiteDataContext } from './site-data';

// The page a visit lands on: the server draws it whole; the browser hydrates it without fetching its
// record, its unchanging blocks kept as the server's HTML, the rest drawn from the parts the page carries.

jest.mock('../../federation/remotes', () => ({ loadRemoteModule: jest.fn() }));
(loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>).mockImplementation(async (remote, exposed) => ({
  default: (_props: RemoteProps) => <h2>{`${remote} ${exposed}`}</h2>,
}));

const frame = (children: ReactNode) => (
  <RuntimeConfigProvider value={defaultRuntimeConfig}>
    <SiteDataContext.Provider value={siteData}>{children}</SiteDataContext.Provider>
  </RuntimeConfigProvider>
);
const content = (
  <main>
    <ContentRoute />
  </main>
);
const routes = [{ path: '*', element: content }];

/** The server's render of `address` (render.tsx: drawn again once the page code is in). */
async function serverHtml(address: string, record: PageRecord | null) {
  const tree = frame(
    <ServerPageContext.Provider value={record}>
      <StaticRouter location={address}>
        <AppRoutes routes={routes} />
        <Where />
      </StaticRouter>
    </ServerPageContext.Provider>,
  );
  renderToString(tree);
  await import('./page-types');
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return renderToString(tree);
}

let here: Location;
let navigate: NavigateFunction;
/** Where the app is, and its way elsewhere (on the server too: the trees must match for useId). */
function Where() {
  here = useLocation();
  navigate = useNavigate();
  return null;
}

let container: HTMLElement;
let root: Root | undefined;
let fetched: string[];
let problems: unknown[];
const pageReads = () => fetched.filter((url) => url.includes('/api/pages'));
const main = () => within(container.querySelector('main')!);

/** Lands on `address` as the server drew it and hydrates; the visitor uses the page (its code loads) unless `idle`. */
async function land(address: string, { idle = false } = {}) {
  container.innerHTML = await serverHtml(address, pageRecord(address));
  hydratingServerPage();
  await act(
    async () =>
      void (root = hydrateRoot(
        container,
        frame(
          <MemoryRouter initialEntries={[address]}>
            <AppRoutes routes={routes} />
            <Where />
          </MemoryRouter>,
        ),
        { onRecoverableError: (error) => problems.push(error) },
      )),
  );
  if (idle) return;
  await act(async () => wantPageCode());
  await waitFor(() => expect(document.documentElement.dataset.pagePending).toBeUndefined());
}

const partsIn = (html: string): LandingParts => {
  const page = document.createElement('div');
  page.innerHTML = html;
  return JSON.parse(page.querySelector(`#${pagePartsElementId}`)!.textContent!) as LandingParts;
};

beforeEach(() => {
  stubViewport(1280);
  resetContentRoutes();
  resetSiteData();
  resetPageCode();
  resetPageLive();
  fetched = [];
  problems = [];
  const answers = contentFetch();
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    fetched.push(String(input));
    return answers(input, init);
  }) as typeof fetch;
  jest.spyOn(console, 'error');
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  expect(console.error).not.toHaveBeenCalled();
  jest.restoreAllMocks();
});

test('the server writes only the blocks drawn in the browser as data: the other blocks’ words are in the page once', async () => {
  const html = await serverHtml('/property/lease-renewals', pageRecord('/property/lease-renewals'));
  const record = pageRecord('/property/lease-renewals');
  const parts = partsIn(html);
  expect(parts).toEqual({
    address: '/property/lease-renewals',
    page: {
      address: '/property/lease-renewals',
      type: 'service',
      title: record.title,
      area: 'property',
      blocks: record.blocks.map((block) => ({ type: block.type, server: true })),
    },
  });
  const intro = record.blocks.find((block) => block.type === 'intro')!;
  expect(html).toContain(intro.title);

  // Home: the tiles, the join button, the tabs and the reviews are drawn in the browser; the values and the
  // questions are not data.
  const home = partsIn(await serverHtml('/', pageRecord('/')));
  expect(home.page!.blocks.map((block) => ('server' in block ? `${block.type} (kept)` : block.type))).toEqual([
    'hero',
    'heroTiles',
    'benefits',
    'values (kept)',
    'serviceTabs',
    'reviews',
    'helpBanner (kept)',
    'faq (kept)',
    'enquiry',
  ]);
});

test('the landing page hydrates without fetching its record, its text the server’s, its links navigating in the app', async () => {
  await land('/property/lease-renewals');
  expect(main().getByRole('heading', { level: 1 })).toHaveTextContent('Lease Renewals');
  expect(pageReads()).toEqual([]);
  expect(problems).toEqual([]);

  // A link in a kept block navigates in the app; the next page is drawn from its whole record, fetched.
  act(() => main().getByRole('link', { name: 'Business Rates' }).click());
  await waitFor(() => expect(here.pathname).toBe('/property/rates'));
  expect(await main().findByRole('heading', { level: 1, name: 'Business Rates' })).toBeInTheDocument();
  expect(pageReads()).toEqual(['/api/pages?address=%2Fproperty%2Frates']);
  expect(container.querySelector(`#${pagePartsElementId}`)).toBeNull();

  // Back on the landing page: drawn again from what the server sent, still no fetch of its record.
  await act(async () => navigate(-1));
  await waitFor(() => expect(here.pathname).toBe('/property/lease-renewals'));
  expect(await main().findByRole('heading', { level: 1, name: 'Lease Renewals' })).toBeInTheDocument();
  expect(main().getByRole('link', { name: 'Business Rates' })).toHaveAttribute('href', '/property/rates');
  expect(pageReads()).toEqual(['/api/pages?address=%2Fproperty%2Frates']);
});

test('a visitor who leaves the landing page before its code arrives gets it back as the server drew it, with no fetch of its record', async () => {
  await land('/property/lease-renewals', { idle: true });
  await act(async () => {
    navigate('/property/rates');
    wantPageCode();
  });
  expect(await main().findByRole('heading', { level: 1, name: 'Business Rates' })).toBeInTheDocument();
  await act(async () => navigate(-1));
  expect(await main().findByRole('heading', { level: 1, name: 'Lease Renewals' })).toBeInTheDocument();
  expect(main().getByRole('link', { name: 'Lease Re-gearing' })).toHaveAttribute('href', '/property/lease-regearing');
  expect(pageReads()).toEqual(['/api/pages?address=%2Fproperty%2Frates']);
  expect(problems).toEqual([]);
});

test('on the home page the blocks with state work and the questions stay one open at a time', async () => {
  await land('/');
  expect(pageReads()).toEqual([]);
  expect(problems).toEqual([]);

  const reviews = within(screen.getByRole('region', { name: 'What Our Members Say' }));
  const [first, second] = reviews.getAllByRole('button');
  expect(first).toHaveAttribute('aria-pressed', 'true');
  act(() => second.click());
  expect(second).toHaveAttribute('aria-pressed', 'true');
  expect(first).toHaveAttribute('aria-pressed', 'false');

  const questions = container.querySelectorAll<HTMLDetailsElement>('.shell-faq__item');
  expect(questions[0].open).toBe(true);
  // A browser without `<details name>` groups: opening one closes the others.
  act(() => {
    questions[1].open = true;
    questions[1].dispatchEvent(new Event('toggle'));
  });
  expect(questions[0].open).toBe(false);
  expect(questions[1].open).toBe(true);
});

test('a landing address with no page is the 404 page, with no fetch', async () => {
  container.innerHTML = await serverHtml('/no-such-page', null);
  expect(partsIn(container.innerHTML)).toEqual({ address: '/no-such-page', page: null });
  hydratingServerPage();
  await act(
    async () =>
      void (root = hydrateRoot(
        container,
        frame(
          <MemoryRouter initialEntries={['/no-such-page']}>
            <AppRoutes routes={routes} />
            <Where />
          </MemoryRouter>,
        ),
        { onRecoverableError: (error) => problems.push(error) },
      )),
  );
  await act(async () => wantPageCode());
  await waitFor(() => expect(document.documentElement.dataset.pagePending).toBeUndefined());
  expect(main().getByRole('heading', { level: 1 })).toHaveTextContent('404 Not Found');
  expect(pageReads()).toEqual([]);
  expect(problems).toEqual([]);
});
