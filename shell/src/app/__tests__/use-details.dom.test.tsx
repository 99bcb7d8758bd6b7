import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useDetails } from '../use-details';

// A <details> drawn by the server, opened (or not) by the visitor before the page is live, then hydrated.

function Menu({ path }: { path: string }) {
  const { ref, open, onToggle } = useDetails([path]);
  return (
    <details ref={ref} onToggle={onToggle} data-open={String(open)} suppressHydrationWarning>
      <summary>Services</summary>
      <a href="/x">X</a>
    </details>
  );
}

let root: Root | undefined;
const container = document.createElement('div');
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

async function hydrate(openedBeforeLive: boolean) {
  container.innerHTML = renderToString(<Menu path="/about" />);
  document.body.replaceChildren(container);
  const details = container.querySelector('details')!;
  details.open = openedBeforeLive;
  await act(async () => {
    root = hydrateRoot(container, <Menu path="/about" />);
  });
  return details;
}

test('one opened before the page is live stays open, and its state says so', async () => {
  const details = await hydrate(true);
  expect(details.open).toBe(true);
  expect(details.dataset.open).toBe('true');
});

test('one left shut stays shut, and follows the visitor from then on', async () => {
  const details = await hydrate(false);
  expect(details.dataset.open).toBe('false');
  await act(async () => {
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
  });
  expect(details.dataset.open).toBe('true');
});

test('a change of what it closes on (a navigation) closes it; a render with the same does not', async () => {
  const details = await hydrate(true);
  await act(async () => root!.render(<Menu path="/about" />));
  expect(details.open).toBe(true);
  await act(async () => root!.render(<Menu path="/lobbying" />));
  expect(details.open).toBe(false);
});
