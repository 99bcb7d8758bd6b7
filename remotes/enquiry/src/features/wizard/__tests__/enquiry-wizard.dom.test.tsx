import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router-dom';
import { enquiryPath, enquiryStorageKeys, messages, type Session } from '@tenants/shared';
import { apiError, fakeApi } from '@tenants/shared/test/fake-api';
import EnquiryForm from '../../../expose/enquiry-form';
import EnquiryPage from '../../../expose/page';
import { autoAdvanceMs } from '../lib/questions';

// Our API on loopback: the wizard's requests go over the wire as a browser's would.
const api = fakeApi();
/** The e-mail and phone checks answer Invalid for these, Valid for the rest. */
function invalidFor(invalid: string[]) {
  api.on('POST /api/validate/email', ({ body }) => ({ body: { success: true, result: invalid.includes(String(body?.email)) ? 'Invalid' : 'Valid' } }));
  api.on('POST /api/validate/phone', ({ body }) => ({
    body: { success: true, result: invalid.includes(String(body?.telephoneNumber)) ? 'Invalid' : 'Valid' },
  }));
}
const received = () => api.requests.map(({ path, body }) => ({ path, body: body ?? {} }));

beforeEach(() => {
  sessionStorage.clear();
  api.on(`POST ${enquiryPath}`, () => ({ body: { success: true } }));
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

const session: Session = { token: null, loggedIn: false, login: jest.fn(), logout: jest.fn() };
function renderWizard() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/enquiry']}>
      <Routes>
        <Route path="/enquiry/*" element={<EnquiryPage session={session} config={api.config} />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
  return user;
}

const question = (name: string) => screen.findByRole('heading', { level: 3, name });

async function answerChoices(user: ReturnType<typeof userEvent.setup>, lease = 'No') {
  await user.click(screen.getByRole('button', { name: 'Corporate' }));
  await question('How much is your annual rent?');
  await user.click(screen.getByRole('button', { name: '£10,001 - £20,000' }));
  await question('Is your lease held in a Ltd company?');
  await user.click(screen.getByRole('button', { name: lease }));
  await question('Where are you located?');
}

async function fillToContactStep(user: ReturnType<typeof userEvent.setup>) {
  await answerChoices(user);
  await user.type(screen.getByLabelText('Town / City'), 'Bristol');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await question('Please tell us more about your business concerns:');
  await user.type(screen.getByLabelText('How can we help you?'), 'A dilapidations claim at lease end.');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await question("That's great! Now please tell us a little more about you...");
  await user.type(screen.getByLabelText('First Name'), 'Tom');
  await user.type(screen.getByLabelText('Last Name'), 'Okafor');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await question('How can we contact you?');
}

test('a choice moves on by itself 500 ms after it is picked, storing the answer picked', async () => {
  const user = renderWizard();
  await question('Which service are you interested in?');
  const started = Date.now();
  await user.click(screen.getByRole('button', { name: 'Property' }));
  expect(screen.getByRole('button', { name: 'Property' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('heading', { level: 3, name: 'Which service are you interested in?' })).toBeInTheDocument();
  await question('How much is your annual rent?');
  expect(Date.now() - started).toBeGreaterThanOrEqual(autoAdvanceMs - 20);
  // The new step's question takes the focus, and the change is announced.
  expect(screen.getByRole('heading', { level: 3, name: 'How much is your annual rent?' })).toHaveFocus();
  expect(screen.getByText('Step 2 of 7: How much is your annual rent?')).toBeInTheDocument();
});

test('Back returns to the previous step with its answer kept', async () => {
  const user = renderWizard();
  await answerChoices(user, 'Unsure');
  await user.type(screen.getByLabelText('Town / City'), 'Leeds');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await question('Is your lease held in a Ltd company?');
  expect(screen.getByRole('button', { name: 'Unsure' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  await question('Where are you located?');
  expect(screen.getByLabelText('Town / City')).toHaveValue('Leeds');
});

test('step 6 needs both names, with the spec messages', async () => {
  const user = renderWizard();
  await answerChoices(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await question("That's great! Now please tell us a little more about you...");
  expect(screen.getByText('A member of our team will use this information to contact you about your enquiry.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText(messages.firstNameRequired)).toBeInTheDocument();
  await user.type(screen.getByLabelText('First Name'), 'Tom');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText(messages.lastNameRequired)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: "That's great! Now please tell us a little more about you..." })).toBeInTheDocument();
});

test('step 7 checks e-mail then phone in the spec order, through the API', async () => {
  invalidFor(['tom@nomail.example', '07000000000']);
  const user = renderWizard();
  await fillToContactStep(user);
  const submit = screen.getByRole('button', { name: 'Submit' });

  await user.click(submit);
  expect(await screen.findByText(messages.emailRequired)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email address'), '  tom@nomail.example ');
  await user.click(submit);
  expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
  expect(received().at(-1)).toEqual({ path: '/api/validate/email', body: { email: 'tom@nomail.example' } });

  await user.clear(screen.getByLabelText('Email address'));
  await user.type(screen.getByLabelText('Email address'), 'tom@example.com');
  await user.click(submit);
  expect(await screen.findByText(messages.phoneRequired)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Phone number'), '(070) 0000-0000');
  expect(screen.getByLabelText('Phone number')).toHaveValue('07000000000');
  await user.click(submit);
  expect(await screen.findByText(messages.phoneInvalid)).toBeInTheDocument();
  expect(received().some((r) => r.path === '/api/enquire/create')).toBe(false);
});

test('a valid enquiry is sent with the spec payload, then the thank-you switches in after 1 s', async () => {
  const user = renderWizard();
  await fillToContactStep(user);
  await user.type(screen.getByLabelText('Email address'), ' tom@example.com ');
  await user.type(screen.getByLabelText('Phone number'), '07400 123456');
  await user.click(screen.getByRole('checkbox', { name: 'Keep up-to-date with the latest events and industry news' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  // The thank-you page opens with the enquiry page's heading (and no wizard).
  await waitFor(() => expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument());
  expect(screen.getByRole('heading', { level: 1, name: 'Make An Enquiry' })).toBeInTheDocument();
  const sent = received().find((r) => r.path === '/api/enquire/create');
  expect(sent?.body).toEqual({
    type: 'Corporate',
    annual_rent: '£10,001 - £20,000',
    isLeaseHeld: 0,
    city: 'Bristol',
    comments: 'A dilapidations claim at lease end.',
    firstname: 'Tom',
    lastname: 'Okafor',
    email: 'tom@example.com',
    phone: '07400123456',
    isSubscribe: true,
  });
  expect(sessionStorage.getItem(enquiryStorageKeys.form)).toBeNull();
  expect(await screen.findByRole('heading', { level: 1, name: "We've Received Your Enquiry!" }, { timeout: 2000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return To Home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'sign up for free membership' })).toHaveAttribute('href', '/sign-up');
});

test('a refused enquiry shows the server message and stays on step 7', async () => {
  api.on(`POST ${enquiryPath}`, () => apiError('Too many requests. Please wait 1 minute and try again.', 429));
  const user = renderWizard();
  await fillToContactStep(user);
  await user.type(screen.getByLabelText('Email address'), 'tom@example.com');
  await user.type(screen.getByLabelText('Phone number'), '07400123456');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Too many requests. Please wait 1 minute and try again.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'How can we contact you?' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
});

test('the thank-you page scrolls small windows to 280 px and others to the top', async () => {
  const cases: Array<[number, number, number]> = [
    [800, 700, 280],
    [800, 1280, 0],
    [900, 700, 0],
  ];
  for (const [height, width, expected] of cases) {
    Object.assign(window, { innerHeight: height, innerWidth: width });
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
    const view = render(
      <MemoryRouter initialEntries={['/enquiry/thankyou']}>
        <EnquiryPage session={session} config={api.config} />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { level: 1, name: "We've Received Your Enquiry!" }, { timeout: 2000 });
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, expected);
    view.unmount();
  }
});

/**
 * The page in a BrowserRouter on jsdom's own history, as in a browser: history entries and their state, and
 * session storage, outlive the app, so unmounting and rendering again is a reload. The visitor comes to
 * /enquiry from another page.
 */
function openInBrowser(ui = <EnquiryPage session={session} config={api.config} />, path = '/enquiry') {
  window.history.pushState(null, '', '/before');
  window.history.pushState(null, '', path);
  const tree = () => (
    <BrowserRouter>
      <Routes>
        <Route path="/before" element={<h1>The page before</h1>} />
        <Route path={`${path === '/' ? '' : path}/*`} element={ui} />
      </Routes>
      <Toaster />
    </BrowserRouter>
  );
  let view = render(tree());
  return {
    user: userEvent.setup(),
    reload() {
      view.unmount();
      view = render(tree());
    },
  };
}
const browserBack = () => act(() => window.history.back());
const stored = () => JSON.parse(sessionStorage.getItem(enquiryStorageKeys.form) ?? 'null');

describe('across a reload', () => {
  test('the wizard reopens at the step the visitor was on, every answer in place, and Back walks back step by step, then leaves', async () => {
    const { user, reload } = openInBrowser();
    await answerChoices(user);
    await user.type(screen.getByLabelText('Town / City'), 'Bristol');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await question('Please tell us more about your business concerns:');
    await user.type(screen.getByLabelText('How can we help you?'), 'Rent review');
    expect(stored()).toMatchObject({ type: 'Corporate', annual_rent: '£10,001 - £20,000', isLeaseHeld: 0, city: 'Bristol', comments: 'Rent review' });

    reload();
    const step5 = await question('Please tell us more about your business concerns:');
    expect(step5).not.toHaveFocus();
    expect(screen.getByText('Step 5 of 7')).toBeInTheDocument();
    expect(screen.getByLabelText('How can we help you?')).toHaveValue('Rent review');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await question('Where are you located?');
    expect(screen.getByLabelText('Town / City')).toHaveValue('Bristol');
    await browserBack();
    await question('Is your lease held in a Ltd company?');
    expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    await browserBack();
    await question('How much is your annual rent?');
    expect(screen.getByRole('button', { name: '£10,001 - £20,000' })).toHaveAttribute('aria-pressed', 'true');
    await browserBack();
    await question('Which service are you interested in?');
    expect(screen.getByRole('button', { name: 'Corporate' })).toHaveAttribute('aria-pressed', 'true');
    await browserBack();
    expect(await screen.findByRole('heading', { level: 1, name: 'The page before' })).toBeInTheDocument();
  });

  test('with the answers gone, an entry for a later step falls back to the first, and Back then leaves at once', async () => {
    const { user, reload } = openInBrowser();
    await answerChoices(user);
    sessionStorage.clear();
    reload();
    await question('Which service are you interested in?');
    expect(screen.getByRole('button', { name: 'Corporate' })).toHaveAttribute('aria-pressed', 'false');
    // Back through the entries for steps 4 to 2 to the one /enquiry opened with.
    await waitFor(() => expect(window.history.state?.usr?.wizardStep).toBeUndefined());
    await browserBack();
    expect(await screen.findByRole('heading', { level: 1, name: 'The page before' })).toBeInTheDocument();
  });

  test('after a submit the answers are gone: Back from the thank-you page shows the first step, empty, and nothing is stored', async () => {
    const { user } = openInBrowser();
    await fillToContactStep(user);
    await user.type(screen.getByLabelText('Email address'), 'tom@example.com');
    await user.type(screen.getByLabelText('Phone number'), '07400123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: "We've Received Your Enquiry!" }, { timeout: 2000 });
    expect(sessionStorage.getItem(enquiryStorageKeys.form)).toBeNull();

    await browserBack();
    await question('Which service are you interested in?');
    expect(screen.getByRole('button', { name: 'Corporate' })).toHaveAttribute('aria-pressed', 'false');
    expect(sessionStorage.getItem(enquiryStorageKeys.form)).toBeNull();
  });

  test('the form embedded in a page keeps its steps off the page’s history and stores nothing', async () => {
    const { user, reload } = openInBrowser(<EnquiryForm session={session} config={api.config} />, '/');
    const length = window.history.length;
    await question('Which service are you interested in?');
    await user.click(screen.getByRole('button', { name: 'Property' }));
    await question('How much is your annual rent?');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await question('Which service are you interested in?');
    expect(screen.getByRole('button', { name: 'Property' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.history.length).toBe(length);
    expect(window.history.state?.usr ?? null).toBeNull();
    expect(sessionStorage.getItem(enquiryStorageKeys.form)).toBeNull();

    reload();
    expect(await screen.findByText('Step 1 of 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Property' })).toHaveAttribute('aria-pressed', 'false');
  });
});
