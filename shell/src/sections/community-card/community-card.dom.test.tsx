import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import {
  broadcastPath,
  consentWordings,
  FormResultContext,
  newsletterMessages,
  validateEmailPath,
  validatePhonePath,
  whatsappPath,
  type FormResult,
} from '@tenants/shared';
import { renderWithRouter } from '../../../test/render-in-router';
import { sentBody, stubHttp, stubViewport } from '../../../test/browser-stubs';
import { blockOf } from '../../../test/site-fixtures';
import { CommunityCard } from './community-card';

const communityCards = blockOf('/community', 'communityGroups');

type Answer = { status: number; data?: unknown } | 'network-error';

/**
 * The API: validation answers and the subscribe answer. Clients copy axios's adapter when they are created,
 * so one stub per test answers from settings the test may change as it goes.
 */
function api(settings: { valid?: boolean; subscribe?: Answer } = {}) {
  const state = { valid: true, subscribe: { status: 200, data: { success: true, message: 'Subscribed' } } as Answer, ...settings };
  const http = stubHttp((request) => {
    if (request.url === validateEmailPath || request.url === validatePhonePath) {
      return { status: 200, data: { success: true, result: state.valid ? 'Valid' : 'Invalid' } };
    }
    return state.subscribe;
  });
  return Object.assign(http, { state });
}

function setup(channel: 'email' | 'whatsapp', result: FormResult | null = null) {
  const user = userEvent.setup();
  renderWithRouter(
    <FormResultContext.Provider value={result}>
      <ul>
        <CommunityCard channel={channel} words={communityCards[channel]} />
      </ul>
      <Toaster />
    </FormResultContext.Provider>,
    { path: '/community' },
  );
  const card = screen.getByRole('listitem');
  return { user, card };
}

/** Join Now is the summary of the card's details (the browser exposes it as a button with its expanded state). */
const joinNow = (card: HTMLElement) => within(card).getByText('Join Now', { selector: 'summary' });
async function open(user: ReturnType<typeof userEvent.setup>, card: HTMLElement) {
  await user.click(joinNow(card));
  await waitFor(() => expect(within(card).getByRole('textbox')).toBeVisible());
}

const posted = (http: ReturnType<typeof api>, path: string) => http.mock.calls.map(([c]) => c).filter((c) => c.url === path);

beforeEach(() => stubViewport(1280));

test('starts collapsed; Join Now shows the input and focuses it', async () => {
  api();
  const { user, card } = setup('email');
  expect(within(card).getByRole('heading', { name: 'Email Broadcast' })).toBeInTheDocument();
  expect(within(card).getByRole('textbox')).not.toBeVisible();
  expect(joinNow(card)).toHaveAccessibleDescription('Email Broadcast');
  await open(user, card);
  const field = within(card).getByRole('textbox', { name: 'Email address' });
  const join = await screen.findByRole('button', { name: 'Join' });
  await waitFor(() => expect(field).toHaveFocus());
  // The consent words under the form, read with the button that gives consent.
  expect(within(card).getByText(consentWordings.broadcast)).toBeInTheDocument();
  expect(join).toHaveAccessibleDescription(consentWordings.broadcast);
});

test('whatsapp: no e-mail consent words (the group sends no e-mail)', async () => {
  api();
  const { user, card } = setup('whatsapp');
  await open(user, card);
  expect(await within(card).findByRole('button', { name: 'Join' })).not.toHaveAttribute('aria-describedby');
  expect(within(card).queryByText(consentWordings.broadcast)).not.toBeInTheDocument();
});

test('email: empty and invalid addresses give the spec’s toasts and subscribe nothing', async () => {
  const http = api({ valid: false });
  const { user, card } = setup('email');
  await open(user, card);
  await user.click(within(card).getByRole('button', { name: 'Join' }));
  expect(await screen.findByText('Please provide your email address.')).toBeInTheDocument();

  await user.type(within(card).getByRole('textbox'), 'tenant@nowhere.example');
  await user.click(within(card).getByRole('button', { name: 'Join' }));
  expect(await screen.findByText('Please provide a valid email address.')).toBeInTheDocument();
  expect(posted(http, broadcastPath)).toHaveLength(0);
  expect(card).not.toHaveClass('shell-community-card--submitted');
});

test('email: a valid address is sent trimmed and the card turns green with its message (asking to confirm by e-mail)', async () => {
  const http = api();
  const { user, card } = setup('email');
  await open(user, card);
  await user.type(within(card).getByRole('textbox'), '  owner@shop.co.uk  ');
  await user.click(within(card).getByRole('button', { name: 'Join' }));

  await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent(newsletterMessages.broadcastThanks));
  expect(newsletterMessages.broadcastThanks).toContain('Thank you! You have joined our email broadcast list.');
  expect(card).toHaveClass('shell-community-card--submitted');
  expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
  const [request] = posted(http, broadcastPath);
  expect(sentBody(request)).toEqual({ email: 'owner@shop.co.uk', source: '/community' });
});

test('whatsapp: non-digits are dropped as they are typed, as in the enquiry’s phone field', async () => {
  api();
  const { user, card } = setup('whatsapp');
  await open(user, card);
  const field = within(card).getByRole('textbox', { name: 'Phone number' });
  expect(field).toHaveAttribute('inputmode', 'numeric');
  await user.type(field, '+44 (0)7700 900-12a3');
  expect(field).toHaveValue('4407700900123');
  await user.clear(field);
  await user.click(field);
  await user.paste('07700 900 123');
  expect(field).toHaveValue('07700900123');
});

test('whatsapp: the number is sent as digits only; empty and invalid numbers give the phone toasts', async () => {
  const http = api({ valid: false });
  const { user, card } = setup('whatsapp');
  await open(user, card);
  await user.click(within(card).getByRole('button', { name: 'Join' }));
  expect(await screen.findByText('Please provide your phone number.')).toBeInTheDocument();
  await user.type(within(card).getByRole('textbox', { name: 'Phone number' }), '01632 960000');
  await user.click(within(card).getByRole('button', { name: 'Join' }));
  expect(await screen.findByText('Please provide a valid phone number.')).toBeInTheDocument();
  expect(posted(http, whatsappPath)).toHaveLength(0);

  http.state.valid = true;
  await user.clear(within(card).getByRole('textbox'));
  await user.type(within(card).getByRole('textbox'), '+44 (0)7700 900-123');
  await user.click(within(card).getByRole('button', { name: 'Join' }));
  await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent(communityCards.whatsapp.success!));
  expect(sentBody(posted(http, whatsappPath)[0])).toEqual({ phone: '4407700900123', source: '/community' });
});

test('a failed call shows the server’s message as a toast, else the generic one, and keeps the input', async () => {
  const http = api({
    subscribe: { status: 429, data: { success: false, message: 'Too many requests, please wait.', errors: [{ message: 'Too many requests, please wait.' }] } },
  });
  const { user, card } = setup('email');
  await open(user, card);
  await user.type(within(card).getByRole('textbox'), 'owner@shop.co.uk');
  await user.click(within(card).getByRole('button', { name: 'Join' }));
  expect(await screen.findByText('Too many requests, please wait.')).toBeInTheDocument();
  expect(within(card).getByRole('textbox')).toHaveValue('owner@shop.co.uk');

  http.state.subscribe = 'network-error';
  await user.click(within(card).getByRole('button', { name: 'Join' }));
  expect(await screen.findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
  expect(card).not.toHaveClass('shell-community-card--submitted');
});

describe('as HTML, before and without JavaScript', () => {
  test.each([
    ['email', 'community-email', 'email', 'Email address'],
    ['whatsapp', 'community-whatsapp', 'phone', 'Phone number'],
  ] as const)('%s: a form that posts to /forms/%s with its field, the page to come back to and the source', (channel, form, field, label) => {
    api();
    const { card } = setup(channel);
    const element = card.querySelector('form')!;
    expect(element).toHaveAttribute('method', 'post');
    expect(element).toHaveAttribute('action', `/forms/${form}`);
    expect(element).toHaveAttribute('id', `form-${form}`);
    expect(within(card).getByLabelText(label)).toHaveAttribute('name', field);
    expect(element.querySelector('input[type="hidden"][name="return"]')).toHaveValue('/community');
    expect(element.querySelector('input[type="hidden"][name="source"]')).toHaveValue('/community');
    expect(within(card).getByRole('button', { name: 'Join', hidden: true })).toHaveAttribute('type', 'submit');
    expect(within(card).getByRole('button', { name: 'Join', hidden: true })).toBeEnabled();
  });

  test('a refused address: the card starts open with what was typed and the message beside the field', async () => {
    const http = api();
    const message = 'Please provide a valid email address.';
    const { user, card } = setup('email', {
      form: 'community-email',
      ok: false,
      message,
      values: { email: 'owner@nowhere' },
      errors: { email: message },
    });
    const field = within(card).getByRole('textbox', { name: 'Email address' });
    expect(field).toBeVisible();
    expect(field).toHaveValue('owner@nowhere');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(card.querySelector('form')).toHaveClass('ui-field--invalid');
    // With JavaScript on, the card goes on from there as it always does.
    await user.clear(field);
    await user.type(field, 'owner@shop.co.uk');
    await user.click(within(card).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent(newsletterMessages.broadcastThanks));
    expect(sentBody(posted(http, broadcastPath)[0])).toEqual({ email: 'owner@shop.co.uk', source: '/community' });
  });

  test("another card's result leaves this one as it is", () => {
    api();
    const { card } = setup('email', { form: 'community-whatsapp', ok: true, message: 'Joined', values: {}, errors: {} });
    expect(card).not.toHaveClass('shell-community-card--submitted');
    expect(within(card).getByRole('textbox')).not.toBeVisible();
  });

  test('a subscription sent without JavaScript: the card starts green with the server’s message, at its anchor', () => {
    api();
    const { card } = setup('whatsapp', {
      form: 'community-whatsapp',
      ok: true,
      message: communityCards.whatsapp.success!,
      values: { phone: '07700900123' },
      errors: {},
    });
    expect(card).toHaveClass('shell-community-card--submitted');
    const status = within(card).getByRole('status');
    expect(status).toHaveTextContent(communityCards.whatsapp.success!);
    expect(status).toHaveAttribute('id', 'form-community-whatsapp');
    expect(within(card).queryByRole('textbox', { hidden: true })).not.toBeInTheDocument();
  });
});
