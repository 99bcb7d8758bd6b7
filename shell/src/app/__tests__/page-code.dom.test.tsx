import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, lazy, Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { defaultRuntimeConfig } from '@tenants/shared';
import { hydratingServerPage, onDemand, resetPageCode, wantPageCode } from '../page-code';
import { PartLive, resetPageLive, usePagePart } from '../page-live';
import { siteData } from '../../../test/site-fixtures';
import { ShellRoot } from '../shell-root';

// The script the shell's index.html loads in its head (public/scripts/early-events.js), run as the browser runs it.
const earlyEvents = readFileSync(join(__dirname, '../../../public/scripts/early-events.js'), 'utf8');

const clicked = jest.fn();

/** A content page's code: a counter only script can move, as the home page's review buttons. */
function Content() {
  const [count, setCount] = useState(0);
  return (
    <section>
      <h1>About us</h1>
      <button
        type="button"
        onClick={() => {
          clicked();
          setCount((n) => n + 1);
        }}
      >
        Next {count}
      </button>
    </section>
  );
}

let load: jest.Mock;
let Page: ReturnType<typeof lazy>;

function Part() {
  const part = usePagePart();
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <Page />
      <PartLive part={part} />
    </Suspense>
  );
}

/** The frame the shell hydrates at once (a header control), and the page's part. */
const app = (
  <ShellRoot config={defaultRuntimeConfig} site={siteData}>
    <header>
      <button type="button">Menu</button>
    </header>
    <main>
      <Part />
    </main>
  </ShellRoot>
);

let container: HTMLElement;
let root: Root | undefined;
const html = document.documentElement;
const next = () => container.querySelector<HTMLButtonElement>('main button')!;

beforeEach(async () => {
  resetPageLive();
  resetPageCode();
  clicked.mockClear();
  load = jest.fn(() => Promise.resolve({ default: Content }));
  Page = lazy(onDemand(load));
  container = document.createElement('div');
  document.body.append(container);
  // The server has the page's code: it draws the whole page, in the same boundary.
  container.innerHTML = renderToString(
    <ShellRoot config={defaultRuntimeConfig} site={siteData}>
      <header>
        <button type="button">Menu</button>
      </header>
      <main>
        <Suspense fallback={<p>Loading…</p>}>
          <Content />
        </Suspense>
      </main>
    </ShellRoot>,
  );
  new Function(earlyEvents)();
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

async function hydrateServerPage() {
  hydratingServerPage();
  await act(async () => void (root = hydrateRoot(container, app)));
  await waitFor(() => expect(html.dataset.live).toBe(''));
}

test('the page goes live without its own code, which is not asked for while the visitor does nothing', async () => {
  await hydrateServerPage();
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
  expect(load).not.toHaveBeenCalled();
  // The server's HTML stays, the part marked as waiting for its code.
  expect(container.querySelector('main h1')).toHaveTextContent('About us');
  expect(container.querySelector('main')).not.toHaveTextContent('Loading');
  expect(html.dataset.pagePending).toBe('');
});

test("a click on a script-only control in the waiting page is kept, and done once the page's code is in", async () => {
  await hydrateServerPage();
  // The tap: its pointerdown asks for the code, its click is kept.
  await act(async () => {
    next().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    next().click();
  });
  await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
  expect(load).toHaveBeenCalledTimes(1);
  expect(next()).toHaveTextContent('Next 1');
  expect(html.dataset.pagePending).toBeUndefined();
  // In now: the page's own handler acts, nothing kept.
  await act(async () => next().click());
  expect(clicked).toHaveBeenCalledTimes(2);
  expect(document.defaultView!.__earlyEvents).toEqual([]);
});

test('focus or a scroll asks for the code as well', async () => {
  await hydrateServerPage();
  await act(async () => void window.dispatchEvent(new Event('scroll')));
  await waitFor(() => expect(html.dataset.pagePending).toBeUndefined());
  expect(load).toHaveBeenCalledTimes(1);
});

test('a page wanted before hydration (a stored session) loads its code at once and is awaited for live', async () => {
  wantPageCode();
  hydratingServerPage();
  await act(async () => void (root = hydrateRoot(container, app)));
  await waitFor(() => expect(html.dataset.live).toBe(''));
  expect(load).toHaveBeenCalledTimes(1);
  expect(html.dataset.pagePending).toBeUndefined();
  await act(async () => next().click());
  expect(clicked).toHaveBeenCalledTimes(1);
});

test('clicks in the frame are not held back by the waiting page', async () => {
  await hydrateServerPage();
  const menu = container.querySelector<HTMLButtonElement>('header button')!;
  menu.click();
  expect(document.defaultView!.__earlyEvents).toEqual([]);
});
