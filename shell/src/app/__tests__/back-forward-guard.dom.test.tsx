import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { BrowserRouter, Link, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { guardBackForward, leaveEntryEvent, type LeaveEntryDetail } from '../back-forward-guard';
import { resetPageLive, useShellLive } from '../page-live';

// Back and Forward held by a page with unsaved work, in the real BrowserRouter, as the staff editors hold them.

/** A page that holds the move while its field is not empty, as the staff area's guard does. */
function Editor() {
  const [text, setText] = useState('');
  const [held, setHeld] = useState<(() => void) | null>(null);
  useEffect(() => {
    const onLeave = (event: Event) => {
      if (!text) return;
      event.preventDefault();
      setHeld(() => (event as CustomEvent<LeaveEntryDetail>).detail.proceed);
    };
    window.addEventListener(leaveEntryEvent, onLeave);
    return () => window.removeEventListener(leaveEntryEvent, onLeave);
  }, [text]);
  return (
    <>
      <label htmlFor="title">Title</label>
      <input id="title" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/staff/enquiries">Enquiries</Link>
      {held && (
        <div role="dialog">
          <button type="button" onClick={() => setHeld(null)}>
            Stay
          </button>
          <button type="button" onClick={held}>
            Leave
          </button>
        </div>
      )}
    </>
  );
}

function Layout() {
  return (
    <>
      <p data-testid="where">{useLocation().pathname}</p>
      <Outlet />
    </>
  );
}

function renderApp() {
  window.history.replaceState(null, '', '/staff/news');
  guardBackForward();
  return render(
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/staff/news" element={<Link to="/staff/news/new">New article</Link>} />
          <Route path="/staff/news/new" element={<Editor />} />
          <Route path="/staff/enquiries" element={<Link to="/staff/news">News</Link>} />
        </Route>
      </Routes>
    </BrowserRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

function Live() {
  useShellLive();
  return null;
}

// First in the file: the guard is installed once a page.
test('installing writes no history entry before the page is live; an entry still without a number gets one then', async () => {
  // A reloaded entry the router numbered but the guard did not (the router then writes none of its own).
  window.history.replaceState({ idx: 0 }, '', '/staff/news');
  const replace = jest.spyOn(window.history, 'replaceState');
  guardBackForward();
  expect(replace).not.toHaveBeenCalled();
  render(<Live />);
  await waitFor(() => expect(window.history.state).toEqual({ idx: 0, shellEntry: 0 }));
  expect(replace).toHaveBeenCalledTimes(1);
  resetPageLive();
});
const historyStep = (step: () => void) => act(async () => step());

test('Back with unsaved text is held: the router stays, Stay keeps the text, proceeding goes back', async () => {
  const user = userEvent.setup();
  renderApp();
  await user.click(screen.getByRole('link', { name: 'New article' }));
  await user.type(screen.getByLabelText('Title'), 'Rent reviews');

  await historyStep(() => window.history.back());
  await screen.findByRole('dialog');
  await waitFor(() => expect(window.location.pathname).toBe('/staff/news/new'));
  expect(where()).toBe('/staff/news/new');
  await user.click(screen.getByRole('button', { name: 'Stay' }));
  expect(screen.getByLabelText('Title')).toHaveValue('Rent reviews');

  await historyStep(() => window.history.back());
  await user.click(await screen.findByRole('button', { name: 'Leave' }));
  await waitFor(() => expect(where()).toBe('/staff/news'));
  expect(window.location.pathname).toBe('/staff/news');
});

test('Forward with unsaved text is held too; with nothing unsaved Back and Forward just go', async () => {
  const user = userEvent.setup();
  renderApp();
  await user.click(screen.getByRole('link', { name: 'New article' }));
  await user.click(screen.getByRole('link', { name: 'Enquiries' }));
  await historyStep(() => window.history.back());
  await waitFor(() => expect(where()).toBe('/staff/news/new'));
  expect(screen.queryByRole('dialog')).toBeNull();

  await user.type(screen.getByLabelText('Title'), 'Service charges');
  await historyStep(() => window.history.forward());
  await screen.findByRole('dialog');
  await user.click(screen.getByRole('button', { name: 'Stay' }));
  await waitFor(() => expect(window.location.pathname).toBe('/staff/news/new'));
  expect(screen.getByLabelText('Title')).toHaveValue('Service charges');

  await user.clear(screen.getByLabelText('Title'));
  await historyStep(() => window.history.forward());
  await waitFor(() => expect(where()).toBe('/staff/enquiries'));
  expect(screen.queryByRole('dialog')).toBeNull();
});
