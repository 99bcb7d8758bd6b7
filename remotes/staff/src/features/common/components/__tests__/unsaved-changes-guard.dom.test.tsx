import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { leaveQuestion, UnsavedChangesGuard } from '../unsaved-changes-guard';

// Back and Forward with unsaved work ask first, as the staff area's links do, in the real BrowserRouter.

function Editor() {
  const [text, setText] = useState('');
  useUnsavedChanges(text !== '');
  return (
    <>
      <label htmlFor="title">Title</label>
      <input id="title" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/staff/enquiries">Enquiries</Link>
    </>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderApp() {
  window.history.replaceState(null, '', '/staff/news');
  return render(
    <BrowserRouter>
      <UnsavedChangesGuard />
      <Where />
      <Routes>
        <Route path="/staff/news" element={<Link to="/staff/news/new">New article</Link>} />
        <Route path="/staff/news/new" element={<Editor />} />
        <Route path="/staff/enquiries" element={<Link to="/staff/news">News</Link>} />
      </Routes>
    </BrowserRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const historyStep = async (step: () => void) => act(async () => step());

test('Back with unsaved text asks; Stay keeps the page and the text, Leave goes back', async () => {
  const user = userEvent.setup();
  renderApp();
  await user.click(screen.getByRole('link', { name: 'New article' }));
  await user.type(screen.getByLabelText('Title'), 'Rent reviews');

  await historyStep(() => window.history.back());
  expect(await screen.findByRole('dialog')).toHaveTextContent(leaveQuestion);
  await waitFor(() => expect(window.location.pathname).toBe('/staff/news/new'));
  expect(where()).toBe('/staff/news/new');
  await user.click(screen.getByRole('button', { name: 'Stay' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByLabelText('Title')).toHaveValue('Rent reviews');

  await historyStep(() => window.history.back());
  await user.click(await screen.findByRole('button', { name: 'Leave' }));
  await waitFor(() => expect(where()).toBe('/staff/news'));
  expect(window.location.pathname).toBe('/staff/news');
});

test('Forward with unsaved text asks too; with nothing unsaved Back and Forward just go', async () => {
  const user = userEvent.setup();
  renderApp();
  await user.click(screen.getByRole('link', { name: 'New article' }));
  await user.click(screen.getByRole('link', { name: 'Enquiries' }));
  await historyStep(() => window.history.back());
  await waitFor(() => expect(where()).toBe('/staff/news/new'));
  expect(screen.queryByRole('dialog')).toBeNull();

  await user.type(screen.getByLabelText('Title'), 'Service charges');
  await historyStep(() => window.history.forward());
  expect(await screen.findByRole('dialog')).toHaveTextContent(leaveQuestion);
  await user.click(screen.getByRole('button', { name: 'Stay' }));
  await waitFor(() => expect(window.location.pathname).toBe('/staff/news/new'));
  expect(screen.getByLabelText('Title')).toHaveValue('Service charges');

  await user.clear(screen.getByLabelText('Title'));
  await historyStep(() => window.history.forward());
  await waitFor(() => expect(where()).toBe('/staff/enquiries'));
  expect(screen.queryByRole('dialog')).toBeNull();
});
