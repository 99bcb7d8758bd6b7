import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { homeFaq } from '../../content/home';
import { renderWithRouter } from '../../../test/render-in-router';
import { Faq } from './faq';

const questions = homeFaq.items.map((item) => item.question);
const question = (name: string) => screen.getByRole('button', { name });
const openOnes = () => screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true');

test('four questions, the first open', () => {
  renderWithRouter(<Faq title={homeFaq.title} items={homeFaq.items} />);
  expect(screen.getAllByRole('button')).toHaveLength(4);
  expect(openOnes()).toEqual([question(questions[0])]);
  expect(screen.getByRole('region', { name: questions[0] })).toBeVisible();
  expect(screen.getByText(/Joining Commercial Tenants Alliance costs nothing/)).toBeVisible();
});

test('opening another closes the first; clicking the open one closes it', async () => {
  const user = userEvent.setup();
  renderWithRouter(<Faq title={homeFaq.title} items={homeFaq.items} />);
  await user.click(question(questions[2]));
  expect(openOnes()).toEqual([question(questions[2])]);
  await user.click(question(questions[2]));
  expect(openOnes()).toEqual([]);
  questions.forEach((name) => expect(screen.queryByRole('region', { name })).not.toBeInTheDocument());
});

test('works from the keyboard', async () => {
  const user = userEvent.setup();
  renderWithRouter(<Faq title={homeFaq.title} items={homeFaq.items} />);
  await user.tab();
  await user.keyboard('{Enter}');
  expect(openOnes()).toEqual([]);
  await user.tab();
  await user.keyboard(' ');
  expect(openOnes()).toEqual([question(questions[1])]);
});
