import { screen } from '@testing-library/react';
import { messages } from '@tenants/shared';
import { apiError, fakeApi, gatewayError } from '@tenants/shared/test/fake-api';
import {
  billing,
  billingLabels,
  expectProblem,
  renderDonation,
  resetBetweenTests,
  stepHeading,
  stored,
  typeInto,
  type User,
} from '../../../../test/render-donation';

const api = fakeApi();
resetBetweenTests();

async function openBilling() {
  const rendered = renderDonation('/donation', api.base);
  await rendered.user.click(screen.getByRole('button', { name: '£10' }));
  await rendered.user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Billing Information');
  return rendered.user;
}
const continueWith = async (user: User, values: Partial<typeof billing>) => {
  await typeInto(user, values, billingLabels);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
};

test('every field is labelled, with address and card-friendly autocomplete', async () => {
  await openBilling();
  const expected = {
    firstname: 'given-name',
    lastname: 'family-name',
    email: 'email',
    addressLineOne: 'address-line1',
    addressLineTwo: 'address-line2',
    city: 'address-level2',
    postcode: 'postal-code',
  };
  for (const [field, autocomplete] of Object.entries(expected)) {
    expect(screen.getByLabelText(billingLabels[field as keyof typeof billing])).toHaveAttribute('autocomplete', autocomplete);
  }
});

test.each([
  [messages.firstNameRequired, 'firstname', { ...billing, firstname: '   ' }],
  [messages.firstNameRequired, 'firstname', { ...billing, firstname: '', lastname: '', email: '' }],
  [messages.surnameRequired, 'lastname', { ...billing, lastname: '', email: '', city: '' }],
  [messages.billingEmailRequired, 'email', { ...billing, email: '', addressLineOne: '' }],
  [messages.emailInvalid, 'email', { ...billing, email: 'aisha@', addressLineOne: '' }],
  [messages.addressRequired, 'addressLineOne', { ...billing, addressLineOne: '', city: '', postcode: '' }],
  [messages.cityRequired, 'city', { ...billing, city: '', postcode: '' }],
  [messages.postcodeRequired, 'postcode', { ...billing, postcode: '' }],
] as const)('in the spec order: "%s" (%s)', async (message, field, values) => {
  const user = await openBilling();
  await continueWith(user, values);
  await expectProblem(message, screen.getByLabelText(billingLabels[field]));
  expect(screen.getByRole('heading', { level: 2, name: /Billing Information$/ })).toBeInTheDocument();
  // Kept as typed, mistakes and all, so a reload on this step gives the donor back what they wrote.
  expect(stored().billing).toEqual(expect.objectContaining({ [field]: values[field] }));
});

test('an address the e-mail check judges invalid gets the valid-email message, before the address is looked at', async () => {
  api.on('POST /api/validate/email', () => ({ body: { success: true, result: 'Invalid' } }));
  const user = await openBilling();
  await continueWith(user, { ...billing, email: ' aisha@nomail.example ', addressLineOne: '' });
  await expectProblem(messages.emailInvalid, screen.getByLabelText('Email'));
  expect(api.bodies('POST /api/validate/email')).toEqual([{ email: 'aisha@nomail.example' }]);
});

test.each([
  ['answers 500', apiError('Down', 500)],
  ['never gets an answer', gatewayError],
])('an e-mail check that %s counts as valid', async (_what, reply) => {
  api.on('POST /api/validate/email', () => reply);
  const user = await openBilling();
  await continueWith(user, billing);
  expect(await stepHeading('Card Details')).toHaveFocus();
});

test('valid details are stored and open the card step; address line 2 is optional', async () => {
  const user = await openBilling();
  await continueWith(user, { ...billing, addressLineTwo: '' });
  await stepHeading('Card Details');
  expect(stored()).toEqual({ amount: '10', billing: { ...billing, addressLineTwo: '' } });
  expect(screen.getByRole('complementary', { name: 'Your donation' })).toHaveTextContent('£10');

  // Back keeps what was typed.
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await stepHeading('Billing Information');
  expect(screen.getByLabelText('Postcode')).toHaveValue(billing.postcode);
});
