import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consentWordings, newsletterMessages, newsletterPath, validateEmailPath } from '@tenants/shared';
import { renderWithRouter } from '../../../../test/render-in-router';
import { sentBody, stubHttp } from '../../../../test/browser-stubs';
import { NewsletterForm } from '../newsletter-form';

const invalid = '*Please enter a valid email address';
// The spec's sentence, then the double opt-in's request to confirm (issue 29).
const thanks = newsletterMessages.newsletterThanks;

function setup() {
  const user = userEvent.setup();
  renderWithRouter(<NewsletterForm />, { path: '/about' });
  return {
    user,
    field: screen.getByRole('textbox', { name: 'Email address' }),
    subscribe: screen.getByRole('button', { name: 'Subscribe' }),
    form: () => screen.getByRole('button', { name: 'Subscribe' }).closest('form')!,
  };
}

test('Subscribe is disabled while the field is empty', async () => {
  stubHttp(() => ({ status: 200, data: { success: true, message: 'ok' } }));
  const { user, field, subscribe } = setup();
  expect(subscribe).toBeDisabled();
  await user.type(field, 'a');
  expect(subscribe).toBeEnabled();
  await user.clear(field);
  expect(subscribe).toBeDisabled();
});

test('the consent words show under the form and describe Subscribe', () => {
  stubHttp(() => ({ status: 200, data: { success: true, message: 'ok' } }));
  const { subscribe, form } = setup();
  expect(form()).toHaveTextContent(consentWordings.newsletter);
  expect(subscribe).toHaveAccessibleDescription(consentWordings.newsletter);
});

test('success: sends the address and page, turns green, clears the field and thanks the visitor', async () => {
  const http = stubHttp(() => ({ status: 200, data: { success: true, message: 'Subscribed' } }));
  const { user, field, subscribe, form } = setup();
  await user.type(field, '  tenant@example.co.uk ');
  await user.click(subscribe);

  expect(await screen.findByText(thanks)).toBeInTheDocument();
  expect(thanks).toMatch(/^Thank you, you are now subscribed! .*check your email to confirm/);
  expect(field).toHaveValue('');
  expect(form()).toHaveClass('shell-newsletter--success');
  expect(http.mock.calls.map(([request]) => request.url)).toEqual([validateEmailPath, newsletterPath]);
  expect(sentBody(http.mock.calls[1][0])).toEqual({ email: 'tenant@example.co.uk', source: '/about' });
});

test('an invalid address turns red with the message beside the field, without calling the server', async () => {
  const http = stubHttp(() => ({ status: 200, data: { success: true, message: 'ok' } }));
  const { user, field, form } = setup();
  await user.type(field, 'not-an-email{Enter}');

  expect(screen.getByText(invalid)).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(invalid);
  expect(form()).toHaveClass('shell-newsletter--error');
  expect(field).toHaveValue('not-an-email');
  expect(http).not.toHaveBeenCalled();
});

test('an address the API judges Invalid (its domain takes no mail) turns red and is not subscribed', async () => {
  const http = stubHttp((request) =>
    request.url === validateEmailPath ? { status: 200, data: { success: true, result: 'Invalid' } } : { status: 200, data: { success: true, message: 'ok' } },
  );
  const { user, field, form } = setup();
  await user.type(field, 'tenant@nullmx.example{Enter}');

  expect(await screen.findByText(invalid)).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(form()).toHaveClass('shell-newsletter--error');
  expect(field).toHaveValue('tenant@nullmx.example');
  expect(sentBody(http.mock.calls[0][0])).toEqual({ email: 'tenant@nullmx.example' });
  expect(http.mock.calls.map(([request]) => request.url)).toEqual([validateEmailPath]);
});

test('an address the server rejects (400) shows the invalid-address message', async () => {
  stubHttp(() => ({ status: 400, data: { success: false, message: 'Bad email', errors: [{ message: 'Bad email' }] } }));
  const { user, field } = setup();
  await user.type(field, 'someone@nowhere.invalid{Enter}');
  expect(await screen.findByText(invalid)).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
});

test("any other failure shows the server's message in the red state", async () => {
  stubHttp(() => ({
    status: 429,
    data: { success: false, message: 'Too many requests, please wait a minute.', errors: [{ message: 'Too many requests, please wait a minute.' }] },
  }));
  const { user, field, form } = setup();
  await user.type(field, 'tenant@example.co.uk{Enter}');
  expect(await screen.findByText('Too many requests, please wait a minute.')).toBeInTheDocument();
  expect(form()).toHaveClass('shell-newsletter--error');
  expect(field).toHaveValue('tenant@example.co.uk');
});

test('a network failure shows the generic message', async () => {
  stubHttp(() => 'network-error');
  const { user, field } = setup();
  await user.type(field, 'tenant@example.co.uk{Enter}');
  expect(await screen.findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
});

test('typing again leaves the red state', async () => {
  stubHttp(() => ({ status: 200, data: { success: true, message: 'ok' } }));
  const { user, field, form } = setup();
  await user.type(field, 'nope{Enter}');
  expect(form()).toHaveClass('shell-newsletter--error');
  await user.type(field, '@example.com');
  expect(form()).toHaveClass('shell-newsletter--idle');
  expect(screen.queryByText(invalid)).not.toBeInTheDocument();
});
