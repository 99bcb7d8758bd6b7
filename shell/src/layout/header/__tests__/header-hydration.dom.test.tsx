import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { defaultRuntimeConfig } from '@tenants/shared';
import { stubViewport } from '../../../../test/browser-stubs';
import { siteData } from '../../../../test/site-fixtures';
import { hydratingServerPage, resetPageCode, wantPageCode } from '../../../app/page-code';
import { RuntimeConfigProvider } from '../../../app/runtime-config';
import { SiteDataContext } from '../../../pages/content/site-data';
import { useAuthStore } from '../../../stores/auth-store';
import { Header, mobileMenuId } from '../header';

// The server's header, hydrated as the browser hydrates the page a visit lands on: the copy of the menu out
// of sight stays the server's HTML until the visitor uses the page (HydrateLater).

const app = (
  <RuntimeConfigProvider value={defaultRuntimeConfig}>
    <SiteDataContext.Provider value={siteData}>
      <MemoryRouter initialEntries={['/about']}>
        <Header />
      </MemoryRouter>
    </SiteDataContext.Provider>
  </RuntimeConfigProvider>
);

let container: HTMLElement;
let root: Root | undefined;
const hydrated = (element: Element | null) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
const barLink = () => container.querySelector('.shell-header__nav a[href="/lobbying"]');
const drawerLink = () => document.getElementById(mobileMenuId)!.querySelector('a[href="/lobbying"]');
const burger = () => container.querySelector('summary[aria-label="Menu"]');

beforeEach(() => {
  resetPageCode();
  useAuthStore.setState({ token: null, loggedIn: false });
  container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(app);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

async function hydrate(width: number) {
  stubViewport(width);
  hydratingServerPage();
  await act(async () => void (root = hydrateRoot(container, app)));
}

test('on a phone the bar and the closed burger menu wait; the burger itself works at once', async () => {
  await hydrate(375);
  expect(hydrated(burger())).toBe(true);
  expect(drawerLink()).toHaveClass('shell-nav__link');
  expect(hydrated(drawerLink())).toBe(false);
  expect(hydrated(barLink())).toBe(false);
  await act(async () => wantPageCode());
  await waitFor(() => expect(hydrated(drawerLink())).toBe(true));
  expect(hydrated(barLink())).toBe(true);
  expect(document.getElementById(mobileMenuId)!.querySelector('a[href="/about"]')).toHaveAttribute('aria-current', 'page');
});

test('at a desk the bar is hydrated with the frame, the burger menu waits', async () => {
  await hydrate(1280);
  expect(hydrated(barLink())).toBe(true);
  expect(hydrated(drawerLink())).toBe(false);
});

test('a burger menu opened before the page hydrates is hydrated with the frame', async () => {
  (burger()!.parentElement as HTMLDetailsElement).open = true;
  await hydrate(375);
  expect(hydrated(drawerLink())).toBe(true);
});
