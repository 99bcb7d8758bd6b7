import { screen } from '@testing-library/react';
import { messages } from '@tenants/shared';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { card, cardLabels, expectProblem, fillCard, reachCardStep, renderDonation, resetBetweenTests } from '../../../../test/render-donation';

const api = fakeApi();
resetBetweenTests();

async function openCard() {
  const { user } = renderDonation('/donation', api.base);
  await reachCardStep(user);
  return user;
}
const input = (field: keyof typeof cardLabels) => screen.getByLabelText(cardLabels[field]) as HTMLInputElement;

test('card fields are labelled for autofill and numeric keyboards', async () => {
  await openCard();
  const expected = { name: 'cc-name', number: 'cc-number', month: 'cc-exp-month', year: 'cc-exp-year', cvc: 'cc-csc' } as const;
  for (const [field, autocomplete] of Object.entries(expected)) {
    expect(input(field as keyof typeof expected)).toHaveAttribute('autocomplete', autocomplete);
    if (field !== 'name') expect(input(field as keyof typeof expected)).toHaveAttribute('inputmode', 'numeric');
  }
});

test.each([
  [messages.cardNameRequired, 'name', { ...card, name: '' }],
  [messages.cardNameRequired, 'name', { ...card, name: '   ', number: '', month: '' }],
  [messages.cardNumberRequired, 'number', { ...card, number: '', month: '', cvc: '' }],
  [messages.cardMonthRequired, 'month', { ...card, month: '', year: '' }],
  [messages.cardYearRequired, 'year', { ...card, year: '', cvc: '' }],
  [messages.cardYearFull, 'year', { ...card, year: '203', cvc: '' }],
  [messages.cardCvcRequired, 'cvc', { ...card, cvc: '' }],
  [messages.cardCvcRequired, 'cvc', { ...card, cvc: '12' }],
] as const)('in the spec order: "%s" (%s)', async (message, field, values) => {
  const user = await openCard();
  await fillCard(user, values);
  await user.click(screen.getByRole('button', { name: 'Donate £25' }));
  await expectProblem(message, input(field));
  expect(api.bodies('POST /api/donation')).toEqual([]);
});

test('each field keeps only what it may hold, typed or pasted', async () => {
  const user = await openCard();
  const typed = { name: "J0hn O'Neil-Smith", number: '4242 4242 4242 4242 99', month: 'a123', year: '20301', cvc: '12a34' };
  for (const [field, value] of Object.entries(typed)) await user.type(input(field as keyof typeof typed), value);
  expect(input('name')).toHaveValue('Jhn ONeilSmith');
  expect(input('number')).toHaveValue('4242-4242-4242-4242');
  expect(input('month')).toHaveValue('12');
  expect(input('year')).toHaveValue('2030');
  expect(input('cvc')).toHaveValue('123');
  for (const field of Object.keys(typed)) await user.clear(input(field as keyof typeof typed));
  await fillCard(user, typed);
  expect(input('name')).toHaveValue('Jhn ONeilSmith');
  expect(input('number')).toHaveValue('4242-4242-4242-4242');
  expect(input('month')).toHaveValue('12');
  expect(input('year')).toHaveValue('2030');
  expect(input('cvc')).toHaveValue('123');
});

test('the card number shows in groups of four as it is typed, and editing in the middle keeps the caret', async () => {
  const user = await openCard();
  await user.type(input('number'), '4242');
  expect(input('number')).toHaveValue('4242');
  await user.type(input('number'), '42');
  expect(input('number')).toHaveValue('4242-42');
  await user.type(input('number'), '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
  expect(input('number')).toHaveValue('4294-242');
  expect(input('number').selectionStart).toBe(3);
  await user.type(input('number'), '{backspace}', { initialSelectionStart: 3, initialSelectionEnd: 3 });
  expect(input('number')).toHaveValue('4242-42');
});
