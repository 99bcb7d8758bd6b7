import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { consentWordings, FormResultContext, newsletterPath, validateEmailPath, type FormResult } from '@tenants/shared';
import { renderWithRouter } from '../../../../test/render-in-router';
import { sentBody, stubHttp } from '../../../../test/browser-stubs';
import { NewsletterForm } from '../newsletter-form';

const invalid = '*Please enter a valid email address';
// What the API says happened: a confirmation mail sent (a new address), or already confirmed (the spec's words).
const subscribed = 'Thank you, you are now subscribed!';

function setup(result: FormResult | null = null) {
  const user = userEvent.setup();
  renderWithRouter(
    <FormResultContext.Provider value={result}>
      <NewsletterForm />
    </FormResultContext.Provider>,
    { path: '/about' },
  );
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

test('sends the address and page, turns green, clears the field and says the spec’s one sentence', async () => {
  const http = stubHttp((request) =>
    request.url === newsletterPath ? { status: 200, data: { success: true, message: subscribed } } : { status: 200, data: { success: true, result: 'Valid' } },
  );
  const { user, field, subscribe, form } = setup();
  await user.type(field, '  tenant@example.co.uk ');
  await user.click(subscribe);

  await screen.findByText(subscribed);
  // One sentence, nothing joined to it that says otherwise.
  expect(screen.getByRole('status').textContent).toBe(subscribed);
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

describe('as HTML, before and without JavaScript', () => {
  test('a form that posts to /forms/newsletter with the address, the page to come back to and the source', () => {
    stubHttp(() => ({ status: 200, data: { success: true, message: 'ok' } }));
    const { field, form } = setup();
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('action', '/forms/newsletter');
    expect(form()).toHaveAttribute('id', 'form-newsletter');
    expect(field).toHaveAttribute('name', 'email');
    expect(field).not.toHaveAttribute('readonly');
    expect(form().querySelector('input[type="hidden"][name="return"]')).toHaveValue('/about');
    expect(form().querySelector('input[type="hidden"][name="source"]')).toHaveValue('/about');
  });

  test('a refused address: red, with what was typed and the message beside the field', async () => {
    const http = stubHttp(() => ({ status: 200, data: { success: true, message: 'ok' } }));
    const { user, field, form } = setup({ form: 'newsletter', ok: false, message: invalid, values: { email: 'nope@' }, errors: { email: invalid } });
    expect(form()).toHaveClass('shell-newsletter--error');
    expect(field).toHaveValue('nope@');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(invalid);
    // Typing again leaves the red state, as it does after a refusal in the browser.
    await user.type(field, 'x');
    expect(form()).toHaveClass('shell-newsletter--idle');
    expect(http).not.toHaveBeenCalled();
  });

  test('sent: green with the server’s one sentence, the field empty', () => {
    stubHttp(() => ({ status: 200, data: { success: true, message: 'ok' } }));
    const { field, form } = setup({ form: 'newsletter', ok: true, message: subscribed, values: { email: 'tenant@example.co.uk' }, errors: {} });
    expect(form()).toHaveClass('shell-newsletter--success');
    expect(screen.getByRole('status').textContent).toBe(subscribed);
    expect(field).toHaveValue('');
  });

  test("another form's result leaves it idle", () => {
    stubHttp(() => ({ status: 200, data: { success: true, message: 'ok' } }));
    const { form } = setup({ form: 'community-email', ok: true, message: 'Joined', values: {}, errors: {} });
    expect(form()).toHaveClass('shell-newsletter--idle');
  });

  test('Subscribe can be pressed in the server’s HTML, and what was typed before the page was live is kept', async () => {
    const http = stubHttp(() => ({ status: 200, data: { success: true, message: subscribed } }));
    const page = (
      <MemoryRouter initialEntries={['/about']}>
        <NewsletterForm />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    // Typed into the server's HTML, before any script ran.
    (screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement).value = 'early@example.co.uk';
    await act(async () => void hydrateRoot(container, page));
    const field = screen.getByRole('textbox', { name: 'Email address' });
    expect(field).toHaveValue('early@example.co.uk');
    // Live: the state holds the text (Subscribe stays enabled), and sending sends it.
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(subscribed)).toBeInTheDocument();
    expect(sentBody(http.mock.calls[1][0])).toEqual({ email: 'early@example.co.uk', source: '/about' });
    container.remove();
  });
});
