import { act, screen, waitFor } from '@testing-library/react';
import { messages } from '@tenants/shared';
import { fakeApi } from '@tenants/shared/test/fake-api';
import {
  billing,
  billingLabels,
  card,
  cardLabels,
  currentPath,
  fillCard,
  reachCardStep,
  renderDonationInBrowser,
  resetBetweenTests,
  stepHeading,
} from '../../../../test/render-donation';

const api = fakeApi();
resetBetweenTests();

const browserBack = () => act(() => window.history.back());
const browserForward = () => act(() => window.history.forward());
/** Everything in session storage, as one string. */
const storage = () => JSON.stringify(Object.entries(sessionStorage));

test('a reload on the card step reopens it with the amount and billing details back and the card empty', async () => {
  const { user, reload } = renderDonationInBrowser(api.base);
  await reachCardStep(user);
  await fillCard(user);
  // The card is never stored: not its number, name, expiry or CVV.
  for (const value of [card.number, card.name, card.year, `"${card.cvc}"`, 'card_']) expect(storage()).not.toContain(value);

  reload();
  expect(await stepHeading('Card Details')).not.toHaveFocus();
  expect(screen.getByRole('complementary', { name: 'Your donation' })).toHaveTextContent('£25');
  for (const label of Object.values(cardLabels)) expect(screen.getByLabelText(label)).toHaveValue('');
  expect(screen.queryByText(messages.paymentFailed)).not.toBeInTheDocument();

  // Steps and history agree: Back walks back one step at a time, Forward returns, then Back leaves.
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await stepHeading('Billing Information');
  for (const [field, label] of Object.entries(billingLabels)) expect(screen.getByLabelText(label)).toHaveValue(billing[field as keyof typeof billing]);
  await browserForward();
  await stepHeading('Card Details');
  await browserBack();
  await stepHeading('Billing Information');
  await browserBack();
  await stepHeading('Your Donation');
  expect(screen.getByRole('button', { name: '£25' })).toHaveAttribute('aria-pressed', 'true');
  await browserBack();
  expect(await screen.findByText('Home page')).toBeInTheDocument();
});

test('a reload on the billing step keeps the amount', async () => {
  const { user, reload } = renderDonationInBrowser(api.base);
  await user.click(await screen.findByRole('button', { name: '£50' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Billing Information');
  reload();
  await stepHeading('Billing Information');
  expect(screen.getByRole('complementary', { name: 'Your donation' })).toHaveTextContent('£50');
});

test('after the donation the stored details are gone: Back from the thank-you page shows the first step, empty, then leaves', async () => {
  api.on('POST /api/donation', () => ({ body: { success: true } }));
  const { user } = renderDonationInBrowser(api.base);
  await reachCardStep(user);
  await fillCard(user);
  await user.click(screen.getByRole('button', { name: 'Donate £25' }));
  await screen.findByRole('heading', { level: 2, name: messages.donationThanks }, { timeout: 2500 });
  expect(currentPath()).toBe('/donation/thankyou');
  expect(Object.keys(sessionStorage)).toEqual([]);

  await browserBack();
  await stepHeading('Your Donation');
  expect(screen.getByRole('button', { name: '£25' })).toHaveAttribute('aria-pressed', 'false');
  // The entries for billing and card would show this same step: Back goes past them, off the flow.
  await waitFor(() => expect(window.history.state?.usr?.wizardStep).toBeUndefined());
  await browserBack();
  expect(await screen.findByText('Home page')).toBeInTheDocument();
});
