import { act, memo, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { HydrateLater } from '../hydrate-later';
import { defaultRuntimeConfig } from '@tenants/shared';
import { hydratingServerPage, resetPageCode, wantPageCode } from '../page-code';
import { resetPageLive, whenLive } from '../page-live';
import { ShellRoot } from '../shell-root';
import { siteData } from '../../../test/site-fixtures';

const clicked = jest.fn();

/** A frame part with a handler only script adds: whether React has taken it over shows in a click. */
const Part = memo(function Part({ unseen }: { unseen?: () => boolean }) {
  const [count, setCount] = useState(0);
  return (
    <HydrateLater unseen={unseen}>
      <nav>
        <a href="/about">About</a>
        <button
          type="button"
          onClick={() => {
            clicked();
            setCount((n) => n + 1);
          }}
        >
          Pressed {count}
        </button>
      </nav>
    </HydrateLater>
  );
});

/** The frame around it draws again (as the header does on scroll) with a state of its own. */
function Frame({ unseen }: { unseen?: () => boolean }) {
  const [scrolled, setScrolled] = useState(false);
  return (
    <header className={scrolled ? 'solid' : undefined}>
      <button type="button" className="scroll" onClick={() => setScrolled(true)}>
        Scroll
      </button>
      <Part unseen={unseen} />
    </header>
  );
}

let container: HTMLElement;
let root: Root | undefined;
const button = () => container.querySelector<HTMLButtonElement>('nav button')!;
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

beforeEach(() => {
  resetPageCode();
  clicked.mockClear();
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

async function hydrateServerPage(unseen?: () => boolean) {
  container.innerHTML = renderToString(<Frame unseen={unseen} />);
  hydratingServerPage();
  await act(async () => void (root = hydrateRoot(container, <Frame unseen={unseen} />)));
}

test('the server draws the part whole; in the browser it stays the server HTML until the page code is wanted', async () => {
  await hydrateServerPage();
  expect(container.querySelector('nav a')).toHaveAttribute('href', '/about');
  expect(hydrated(container.querySelector('.scroll')!)).toBe(true);
  expect(hydrated(button())).toBe(false);
  // The frame drawing again leaves the held part as it is (it is memoised): still there, still the server's.
  await act(async () => container.querySelector<HTMLButtonElement>('.scroll')!.click());
  expect(container.querySelector('header')).toHaveClass('solid');
  expect(button()).toHaveTextContent('Pressed 0');
  expect(hydrated(button())).toBe(false);
  await act(async () => wantPageCode());
  await waitFor(() => expect(hydrated(button())).toBe(true));
  await act(async () => button().click());
  expect(clicked).toHaveBeenCalledTimes(1);
  expect(button()).toHaveTextContent('Pressed 1');
});

test("the visitor's first touch (a pointerdown) wants it, and the click that follows is the part's own", async () => {
  await hydrateServerPage();
  await act(async () => {
    button().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button().click();
  });
  expect(clicked).toHaveBeenCalledTimes(1);
  expect(button()).toHaveTextContent('Pressed 1');
});

test('a part in sight as the page hydrates is hydrated with the frame', async () => {
  await hydrateServerPage(() => false);
  expect(hydrated(button())).toBe(true);
});

test('a page the browser draws itself (no server HTML) draws the part at once', async () => {
  root = createRoot(container);
  await act(async () => root!.render(<Frame />));
  expect(container.querySelector('nav a')).toHaveTextContent('About');
  expect(hydrated(button())).toBe(true);
});

test('the page is live only once a part in sight has hydrated: its handlers act from the live mark on', async () => {
  resetPageLive();
  const liveWith: boolean[] = [];
  // Run at the moment the page goes live, before `<html data-live>` is set.
  whenLive(() => liveWith.push(hydrated(button())));
  const page = (
    <ShellRoot config={defaultRuntimeConfig} site={siteData}>
      <Frame unseen={() => false} />
    </ShellRoot>
  );
  container.innerHTML = renderToString(page);
  hydratingServerPage();
  await act(async () => void (root = hydrateRoot(container, page)));
  await waitFor(() => expect(document.documentElement.dataset.live).toBe(''));
  expect(liveWith).toEqual([true]);
});
