import { screen, waitFor } from '@testing-library/react';
import { donationStorageKeys, messages } from '@tenants/shared';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { billing, cardLabels, currentPath, fillCard, renderDonation, resetBetweenTests, stepHeading, stored } from '../../../../test/render-donation';

const api = fakeApi();
resetBetweenTests();

const store = (amount: string | null, details: object | null) => {
  if (amount !== null) sessionStorage.setItem(donationStorageKeys.amount, amount);
  if (details !== null) sessionStorage.setItem(donationStorageKeys.billing, JSON.stringify(details));
};

test('restores the amount and billing details and opens the card step with the failure message', async () => {
  store('40', billing);
  const { user } = renderDonation('/donation/failure', api.base);
  await stepHeading('Card Details');
  expect(screen.getByRole('alert')).toHaveTextContent(messages.paymentFailed);
  expect(screen.getByRole('complementary', { name: 'Your donation' })).toHaveTextContent('£40');
  expect(screen.getByLabelText(cardLabels.number)).toHaveValue('');

  // The restored details are what is sent.
  api.on('POST /api/donation', () => ({ body: { success: true } }));
  await fillCard(user);
  await user.click(screen.getByRole('button', { name: 'Donate £40' }));
  await waitFor(() => expect(currentPath()).toBe('/donation/thankyou'));
  expect(api.bodies('POST /api/donation')[0]).toMatchObject({ amount: 40, ...billing });
});

test('Back shows the restored billing details', async () => {
  store('10', billing);
  const { user } = renderDonation('/donation/failure', api.base);
  await stepHeading('Card Details');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await stepHeading('Billing Information');
  expect(screen.getByLabelText('First name')).toHaveValue(billing.firstname);
  expect(screen.getByLabelText('Address line 2 (optional)')).toHaveValue(billing.addressLineTwo);
  expect(stored().billing).toEqual(billing);
});

test('with the amount but no billing details stored, it opens the billing step', async () => {
  store('10', null);
  renderDonation('/donation/failure', api.base);
  await stepHeading('Billing Information');
  expect(screen.queryByText(messages.paymentFailed)).not.toBeInTheDocument();
});

test.each([
  ['nothing', null, null],
  ['billing details but no amount', null, billing],
  ['an amount that is not one', 'abc', billing],
])('with %s stored, the visitor goes home', async (_what, amount, details) => {
  store(amount, details);
  renderDonation('/donation/failure', api.base);
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(currentPath()).toBe('/');
});
