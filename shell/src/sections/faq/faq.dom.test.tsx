import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { renderWithRouter } from '../../../test/render-in-router';
import { blockOf } from '../../../test/site-fixtures';

const homeFaq = blockOf('/', 'faq');
import { Faq } from './faq';

const questions = homeFaq.items.map((item) => item.question);
/** A question is the summary of its details (the browser exposes it as a button with its expanded state). */
const question = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('summary')!;
const answers = () => [...document.querySelectorAll('.shell-faq__answer')];
const openOnes = () => [...document.querySelectorAll('details')].filter((details) => details.open).map((details) => details.querySelector('summary'));

test('four questions as details of one group, the first open', () => {
  renderWithRouter(<Faq title={homeFaq.title} items={homeFaq.items} />);
  const all = [...document.querySelectorAll('details')];
  expect(all).toHaveLength(4);
  expect(new Set(all.map((details) => details.getAttribute('name'))).size).toBe(1);
  expect(all.every((details) => details.firstElementChild?.tagName === 'SUMMARY')).toBe(true);
  expect(openOnes()).toEqual([question(questions[0])]);
  expect(screen.getByText(/Joining Commercial Tenants Alliance costs nothing/)).toBeVisible();
  answers()
    .slice(1)
    .forEach((answer) => expect(answer).not.toBeVisible());
});

test('opening another closes the first; clicking the open one closes it', async () => {
  const user = userEvent.setup();
  renderWithRouter(<Faq title={homeFaq.title} items={homeFaq.items} />);
  await user.click(question(questions[2]));
  await waitFor(() => expect(openOnes()).toEqual([question(questions[2])]));
  await user.click(question(questions[2]));
  await waitFor(() => expect(openOnes()).toEqual([]));
  answers().forEach((answer) => expect(answer).not.toBeVisible());
});

test('works from the keyboard: each question is the browser’s own summary, in the tab order', async () => {
  // jsdom neither focuses a summary nor turns Enter or Space on it into its activation, as browsers do
  // (the end-to-end tests press the keys): here, every question stays in the tab order, and the activation
  // those keys fire toggles it.
  renderWithRouter(<Faq title={homeFaq.title} items={homeFaq.items} />);
  questions.forEach((name) => {
    expect(question(name)).not.toHaveAttribute('tabindex');
    expect(question(name)).not.toHaveAttribute('role');
    expect(question(name).parentElement!.firstElementChild).toBe(question(name));
  });
  act(() => question(questions[0]).click());
  await waitFor(() => expect(openOnes()).toEqual([]));
  act(() => question(questions[1]).click());
  await waitFor(() => expect(openOnes()).toEqual([question(questions[1])]));
});

test('a question opened before the page was live stays open as it hydrates', async () => {
  const faq = (
    <MemoryRouter>
      <Faq title={homeFaq.title} items={homeFaq.items} />
    </MemoryRouter>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(faq);
  document.body.append(container);
  // Before any script: the browser's own details.
  const third = container.querySelectorAll('summary')[2];
  third.click();
  await waitFor(() => expect(third.parentElement).toHaveProperty('open', true));
  await act(async () => void hydrateRoot(container, faq));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(third.parentElement).toHaveProperty('open', true);
  container.remove();
});
