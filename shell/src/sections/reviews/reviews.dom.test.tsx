import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../../test/render-in-router';
import { blockOf } from '../../../test/site-fixtures';

const { reviews } = blockOf('/', 'reviews');
import { Reviews } from './reviews';

const card = (name: string) => screen.getByRole('button', { name }).closest('li')!;
const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

test('three reviews, the first selected', () => {
  renderWithRouter(<Reviews block={blockOf('/', 'reviews')} />);
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(reviews.map((r) => r.name));
  expect(pressed()).toEqual([reviews[0].name]);
  expect(card(reviews[0].name)).toHaveClass('shell-review--selected');
});

test('clicking a card or its name selects it, and only it', async () => {
  const user = userEvent.setup();
  renderWithRouter(<Reviews block={blockOf('/', 'reviews')} />);
  await user.click(screen.getByText(/dilapidations claim/));
  expect(pressed()).toEqual([reviews[1].name]);
  expect(card(reviews[0].name)).not.toHaveClass('shell-review--selected');
  await user.click(screen.getByRole('button', { name: reviews[2].name }));
  expect(pressed()).toEqual([reviews[2].name]);
});

test('selectable from the keyboard', async () => {
  const user = userEvent.setup();
  renderWithRouter(<Reviews block={blockOf('/', 'reviews')} />);
  await user.tab();
  await user.tab();
  await user.keyboard('{Enter}');
  expect(pressed()).toEqual([reviews[1].name]);
});
