import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { defaultRuntimeConfig } from '@tenants/shared';
import { PartLive, resetPageLive, useAwaitedPart, whenLive } from '../page-live';
import { siteData } from '../../../test/site-fixtures';
import { ShellRoot } from '../shell-root';

// The script the shell's index.html loads in its head (public/scripts/early-events.js), run as the browser runs it.
const earlyEvents = readFileSync(join(__dirname, '../../../public/scripts/early-events.js'), 'utf8');

const clicked = jest.fn();
const sent = jest.fn();

function Controls({ awaited = false }: { awaited?: boolean }) {
  const [count, setCount] = useState(0);
  const part = useAwaitedPart(awaited);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          clicked();
          setCount((n) => n + 1);
        }}
      >
        Show {count}
      </button>
      <a href="#elsewhere">A link</a>
      <form
        data-needs-js=""
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          sent(new FormData(event.currentTarget).get('email'));
        }}
      >
        <input name="email" defaultValue="tenant@example.co.uk" aria-label="Email" />
        <button type="submit">Sign in</button>
      </form>
      {!awaited && <PartLive part={part} />}
    </>
  );
}

let container: HTMLElement;
let root: Root | undefined;
const page = (awaited = false) => (
  <ShellRoot config={defaultRuntimeConfig} site={siteData}>
    <Controls awaited={awaited} />
  </ShellRoot>
);

beforeEach(() => {
  resetPageLive();
  clicked.mockClear();
  sent.mockClear();
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** The server's HTML, with the early-events script running as it does from the page's head. */
function serve(awaited = false) {
  container.innerHTML = renderToString(page(awaited));
  new Function(earlyEvents)();
}
const button = () => container.querySelector<HTMLButtonElement>('button[type="button"]')!;
const form = () => container.querySelector('form')!;

test('a click and a send made before the page was live are done once, in order, when it is live', async () => {
  serve();
  button().click();
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  form().dispatchEvent(submit);
  // Not sent the browser's way: kept for the page.
  expect(submit.defaultPrevented).toBe(true);
  form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  expect(clicked).not.toHaveBeenCalled();

  await act(async () => void (root = hydrateRoot(container, page())));
  await waitFor(() => expect(document.documentElement.dataset.live).toBe(''));
  await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  expect(sent).toHaveBeenCalledWith('tenant@example.co.uk');
  expect(clicked).toHaveBeenCalledTimes(1);
  expect(button()).toHaveTextContent('Show 1');

  // Live: the page's own handlers act, nothing is kept or done twice.
  await act(async () => button().click());
  expect(clicked).toHaveBeenCalledTimes(2);
  expect(document.defaultView!.__earlyEvents).toEqual([]);
});

test('work waiting for the page to be live (the web-vitals library) runs once it is, and at once after', async () => {
  serve();
  const waiting = jest.fn();
  whenLive(waiting);
  expect(waiting).not.toHaveBeenCalled();
  await act(async () => void (root = hydrateRoot(container, page())));
  await waitFor(() => expect(document.documentElement.dataset.live).toBe(''));
  expect(waiting).toHaveBeenCalledTimes(1);
  const later = jest.fn();
  whenLive(later);
  expect(later).toHaveBeenCalledTimes(1);
  expect(waiting).toHaveBeenCalledTimes(1);
});

test('links and forms that work without script are left to the browser', () => {
  serve();
  const link = container.querySelector('a')!;
  const followed = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(followed);
  form().removeAttribute('data-needs-js');
  const posted = new Event('submit', { bubbles: true, cancelable: true });
  form().dispatchEvent(posted);
  expect(followed.defaultPrevented).toBe(false);
  expect(posted.defaultPrevented).toBe(false);
  expect(document.defaultView!.__earlyEvents).toEqual([]);
});

test('a part the server drew that hydrates later holds the live mark (and the replay) back until it is in', async () => {
  serve(true);
  button().click();
  await act(async () => void (root = hydrateRoot(container, page(true))));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(document.documentElement.dataset.live).toBeUndefined();
  expect(clicked).not.toHaveBeenCalled();
});
