import { act, screen, waitFor } from '@testing-library/react';
import { messages } from '@tenants/shared';
import { apiError, fakeApi, gatewayError } from '@tenants/shared/test/fake-api';
import {
  billing,
  card,
  cardLabels,
  currentPath,
  fillCard,
  reachCardStep,
  renderDonation,
  resetBetweenTests,
  stepHeading,
  toasts,
} from '../../../../test/render-donation';
import { leaveFor } from '../lib/leave-for';

// The browser cannot leave jsdom's page: the card check's redirect is read from this seam instead.
jest.mock('../lib/leave-for');

const api = fakeApi();
resetBetweenTests();

const donationPath = '/api/donation';
const succeeded = { body: { success: true, message: messages.donationThanks } };
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function openCard() {
  const { user } = renderDonation('/donation', api.base);
  await reachCardStep(user);
  await fillCard(user);
  return user;
}
const donate = () => screen.getByRole('button', { name: 'Donate £25' });
const keys = () => api.bodies(`POST ${donationPath}`).map((body) => body.idempotency_key);

test('sends the spec payload: numbers as numbers, the card number without dashes, one idempotency key', async () => {
  api.on(`POST ${donationPath}`, () => succeeded);
  const user = await openCard();
  expect(screen.getByLabelText(cardLabels.number)).toHaveValue('4242-4242-4242-4242');
  await user.click(donate());
  await waitFor(() => expect(api.bodies(`POST ${donationPath}`)).toHaveLength(1));
  expect(api.bodies(`POST ${donationPath}`)[0]).toEqual({
    amount: 25,
    ...billing,
    name: card.name,
    card_number: '4242424242424242',
    card_exp_month: 12,
    card_exp_year: 2030,
    card_cvc: '123',
    idempotency_key: expect.stringMatching(uuid),
  });
});

test('a double click sends once, with the button disabled and the overlay on show while it is sent', async () => {
  api.on(`POST ${donationPath}`, () => ({ ...succeeded, delayMs: 300 }));
  const user = await openCard();
  await user.dblClick(donate());
  expect(donate()).toBeDisabled();
  expect(screen.getByTestId('loading-overlay')).toHaveAttribute('aria-busy', 'true');
  await waitFor(() => expect(currentPath()).toBe('/donation/thankyou'));
  expect(api.bodies(`POST ${donationPath}`)).toHaveLength(1);
});

test('success without a next action opens the thank-you page', async () => {
  api.on(`POST ${donationPath}`, () => succeeded);
  const user = await openCard();
  await user.click(donate());
  expect(await screen.findByRole('heading', { level: 2, name: messages.donationThanks }, { timeout: 2500 })).toBeInTheDocument();
  expect(currentPath()).toBe('/donation/thankyou');
  expect(leaveFor).not.toHaveBeenCalled();
});

test('a next action sends the browser to the card check, the overlay staying while it leaves', async () => {
  const url = 'https://bank.example/3ds/challenge?ref=abc';
  api.on(`POST ${donationPath}`, () => ({ body: { success: true, next_action: { redirect_to_url: { url } } } }));
  const user = await openCard();
  await user.click(donate());
  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(url));
  expect(currentPath()).toBe('/donation');
  expect(screen.getByTestId('loading-overlay')).toHaveAttribute('aria-busy', 'true');
  expect(donate()).toBeDisabled();

  // Back from the bank's page out of the back-forward cache: the form is usable again.
  act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await waitFor(() => expect(donate()).toBeEnabled());
});

test('a refused payment shows the server message; the form stays on the card step with the card kept', async () => {
  api.on(`POST ${donationPath}`, () => apiError('Your card was declined.', 402));
  const user = await openCard();
  await user.click(donate());
  await waitFor(() => expect(toasts()).toContain('Your card was declined.'));
  await waitFor(() => expect(donate()).toBeEnabled());
  expect(screen.getByTestId('loading-overlay')).toHaveAttribute('aria-busy', 'false');
  expect(screen.getByRole('heading', { level: 2, name: /Card Details$/ })).toBeInTheDocument();
  expect(screen.getByLabelText(cardLabels.number)).toHaveValue('4242-4242-4242-4242');
  expect(screen.getByLabelText(cardLabels.cvc)).toHaveValue('123');
  expect(currentPath()).toBe('/donation');
});

test('no answer from the API gives the generic message', async () => {
  api.on(`POST ${donationPath}`, () => gatewayError);
  const user = await openCard();
  await user.click(donate());
  await waitFor(() => expect(toasts()).toContain(messages.generic));
  await waitFor(() => expect(donate()).toBeEnabled());
});

test('a retry after a lost answer, or while the first is still running, keeps the key; a refusal or a change makes a new one', async () => {
  const user = await openCard();
  const attempt = async (reply: Parameters<typeof api.on>[1], count: number) => {
    api.on(`POST ${donationPath}`, reply);
    await user.click(donate());
    await waitFor(() => expect(keys()).toHaveLength(count));
    await waitFor(() => expect(donate()).toBeEnabled());
  };

  await attempt(() => gatewayError, 1);
  await attempt(() => apiError('Your donation is still being processed. Please wait a moment before trying again.', 409), 2);
  await attempt(() => apiError('Your card has insufficient funds.', 402), 3);
  expect(keys()[1]).toBe(keys()[0]);
  expect(keys()[2]).toBe(keys()[0]);
  await attempt(() => gatewayError, 4);
  expect(keys()[3]).not.toBe(keys()[2]);

  await user.clear(screen.getByLabelText(cardLabels.cvc));
  await user.type(screen.getByLabelText(cardLabels.cvc), '321');
  await attempt(() => gatewayError, 5);
  expect(keys()[4]).not.toBe(keys()[3]);
  expect(new Set(keys().map(String)).size).toBe(3);
});

test('Back from the card step returns to billing with the details kept', async () => {
  const user = await openCard();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await stepHeading('Billing Information')).toHaveFocus();
  expect(screen.getByLabelText('Email')).toHaveValue(billing.email);
});
