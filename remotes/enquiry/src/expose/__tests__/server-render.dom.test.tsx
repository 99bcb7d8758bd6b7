import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { FormResultContext, defaultRuntimeConfig, enquiryStorageKeys, htmlFormAction, stepStateKey, type FormResult, type Session } from '@tenants/shared';
import EnquiryPage from '../page';
import ServerPage from '../server';

// The page as the site server draws it (shell/src/server/render.tsx: a StaticRouter, no session storage,
// no history state), then hydrated in the browser from that HTML.

const session: Session = { token: null, loggedIn: false, login: jest.fn(), logout: jest.fn() };
const props = { session, config: defaultRuntimeConfig };

const serverHtml = (served: FormResult | null = null, location = '/enquiry') =>
  renderToString(
    <FormResultContext.Provider value={served}>
      <StaticRouter location={location}>
        <Routes>
          <Route path="/enquiry/*" element={<ServerPage {...props} />} />
        </Routes>
      </StaticRouter>
    </FormResultContext.Provider>,
  );

const storedAnswers = {
  type: 'Corporate',
  annual_rent: '£10,001 - £20,000',
  isLeaseHeld: 0,
  city: 'Bristol',
  comments: '',
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  isSubscribe: false,
};

let root: Root | undefined;
let host: HTMLElement;
let problems: unknown[];

beforeEach(() => {
  sessionStorage.clear();
  problems = [];
  jest.spyOn(console, 'error').mockImplementation((...args) => void problems.push(args.join(' ')));
  host = document.createElement('div');
  document.body.appendChild(host);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  host.remove();
  jest.restoreAllMocks();
});

/** Hydrates the server's HTML, in `host`, as a browser whose history entry is on `entryStep` (a reload). */
async function hydrate(entryStep?: number, served: FormResult | null = null) {
  const entry = {
    pathname: '/enquiry',
    search: entryStep ? `?step=${entryStep}` : '',
    state: entryStep ? { [stepStateKey]: { step: entryStep, behind: entryStep - 1 } } : null,
  };
  await act(async () => {
    root = hydrateRoot(
      host,
      <FormResultContext.Provider value={served}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/enquiry/*" element={<EnquiryPage {...props} />} />
          </Routes>
        </MemoryRouter>
      </FormResultContext.Provider>,
      { onRecoverableError: (error) => void problems.push(error) },
    );
  });
}

describe('the server render of /enquiry', () => {
  test('holds the page heading and the wizard at step 1: its question, its choices and the side panel', () => {
    host.innerHTML = serverHtml();
    const view = within(host);
    expect(view.getByRole('heading', { level: 1, name: 'Make An Enquiry' })).toBeInTheDocument();
    const wizard = view.getByRole('region', { name: 'Talk To A Specialist' });
    expect(within(wizard).getByText('Step 1 of 7')).toBeInTheDocument();
    // The step is a real form from the first paint: each choice posts it to the site server.
    const step = wizard.querySelector('form')!;
    expect(step).not.toHaveAttribute('inert');
    expect(step).toHaveAttribute('method', 'post');
    expect(step).toHaveAttribute('action', htmlFormAction('enquiry'));
    expect(step.querySelector('input[type="hidden"][name="step"]')).toHaveValue('1');
    expect(within(step).getByRole('heading', { level: 3, name: 'Which service are you interested in?' })).toBeInTheDocument();
    for (const name of ['Property', 'Corporate', 'Non-Corporate', 'Unsure']) {
      const choice = within(step).getByRole('button', { name });
      expect(choice).toHaveAttribute('aria-pressed', 'false');
      expect(choice).toHaveAttribute('type', 'submit');
      expect(choice).toHaveAttribute('name', 'type');
      expect(choice).toHaveAttribute('value', name);
    }
    expect(within(step).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  test('is step 1 with nothing given even when the process has stored answers (the server never reads them)', () => {
    sessionStorage.setItem(enquiryStorageKeys.form, JSON.stringify(storedAnswers));
    const html = serverHtml();
    expect(html).toContain('Which service are you interested in?');
    expect(html).toContain('aria-pressed="false"');
    expect(html).not.toContain('aria-pressed="true"');
  });
});

describe('hydrating the server render', () => {
  test('without stored answers: the same nodes, still step 1, with no hydration error', async () => {
    host.innerHTML = serverHtml();
    const drawn = host.querySelector('h3');
    const choices = host.querySelectorAll('button');
    await hydrate();
    expect(host.querySelector('h3')).toBe(drawn);
    expect([...host.querySelectorAll('button')]).toEqual([...choices]);
    expect(problems).toEqual([]);
    // Live now: the same first step, no longer inert.
    expect(screen.getByRole('heading', { level: 3, name: 'Which service are you interested in?' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();
    expect(host.querySelector('form')).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Property' })).toHaveAttribute('aria-pressed', 'false');
    expect(sessionStorage.getItem(enquiryStorageKeys.form)).toBeNull();
  });

  test('with stored answers (a reload on step 4): hydrates step 1 as drawn, then switches to step 4 with the answers', async () => {
    sessionStorage.setItem(enquiryStorageKeys.form, JSON.stringify(storedAnswers));
    host.innerHTML = serverHtml();
    const wizard = host.querySelector('.enquiry-wizard');
    const fields = host.querySelector('.enquiry-wizard__form');
    await hydrate(4);
    // Hydration took the server's nodes over (a mismatch would have drawn the page anew)…
    expect(host.querySelector('.enquiry-wizard')).toBe(wizard);
    expect(host.querySelector('.enquiry-wizard__form')).toBe(fields);
    expect(problems).toEqual([]);
    // …and the stored step and answers came in after it, without moving the focus to the question.
    const question = screen.getByRole('heading', { level: 3, name: 'Where are you located?' });
    expect(question).not.toHaveFocus();
    expect(screen.getByText('Step 4 of 7')).toBeInTheDocument();
    expect(screen.getByLabelText('Town / City')).toHaveValue('Bristol');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(host.querySelector('form')).not.toHaveAttribute('inert');
    expect(JSON.parse(sessionStorage.getItem(enquiryStorageKeys.form)!)).toEqual(storedAnswers);
  });

  test('an entry for a step the stored answers do not reach shows the furthest they do', async () => {
    sessionStorage.setItem(enquiryStorageKeys.form, JSON.stringify({ ...storedAnswers, isLeaseHeld: null }));
    host.innerHTML = serverHtml();
    await hydrate(5);
    expect(screen.getByRole('heading', { level: 3, name: 'Is your lease held in a Ltd company?' })).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 7')).toBeInTheDocument();
    expect(problems).toEqual([]);
  });
});

describe('a step the site server answered for a visit without JavaScript', () => {
  const answered = (step: number, extra: Partial<FormResult> = {}): FormResult => ({
    form: 'enquiry',
    ok: false,
    message: '',
    values: { ...Object.fromEntries(Object.entries(storedAnswers).map(([k, v]) => [k, v === false ? '' : String(v)])), step: String(step) },
    errors: {},
    ...extra,
  });

  test('is drawn at that step with an error summary linking to each field, the messages beside the fields, the answers kept on the server', () => {
    host.innerHTML = serverHtml(answered(6, { errors: { firstname: 'Please provide your first name.' } }));
    const form = host.querySelector('form')!;
    expect(within(host).getByText('Step 6 of 7')).toBeInTheDocument();
    expect(form.querySelector('input[type="hidden"][name="step"]')).toHaveValue('6');
    // The other steps' answers wait in the site server's draft, not in the page.
    expect(form.querySelectorAll('input[type="hidden"]')).toHaveLength(1);
    const summary = within(host).getByRole('heading', { name: 'There is a problem' }).parentElement!;
    expect(summary).toHaveAttribute('id', 'error-summary');
    const link = within(summary).getByRole('link', { name: 'Please provide your first name.' });
    const first = within(host).getByLabelText('First Name');
    expect(link).toHaveAttribute('href', `#${first.id}`);
    expect(first).toHaveAttribute('name', 'firstname');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(within(host).getAllByText('Please provide your first name.')).toHaveLength(2);
    // The step's address opens at its question.
    expect(within(host).getByRole('heading', { level: 3 })).toHaveAttribute('id', 'enquiry-question');
    // Continue is the form's default button (Enter in a field), Back comes after it.
    const buttons = [...form.querySelectorAll('button[type="submit"]')].map((b) => b.textContent);
    expect(buttons).toEqual(['Continue', 'Back']);
  });

  test('an unanswered choice: the summary links to its first option', () => {
    host.innerHTML = serverHtml(answered(1, { values: { step: '1' }, errors: { type: 'Please choose a service.' } }));
    const link = within(host).getByRole('link', { name: 'Please choose a service.' });
    expect(host.querySelector(link.getAttribute('href')!)).toBe(within(host).getByRole('button', { name: 'Property' }));
  });

  test('the check step lists every answer with a Change link to its step, then Send enquiry', () => {
    host.innerHTML = serverHtml(answered(8));
    expect(within(host).getByRole('heading', { level: 3, name: 'Check your answers before sending your enquiry' })).toBeInTheDocument();
    // The side panel counts seven steps: the check is named, not "Step 8 of 7".
    expect(within(host).getByText('Check your answers', { exact: true })).toBeInTheDocument();
    expect(within(host).queryByText(/Step 8/)).toBeNull();
    const rows = [...host.querySelectorAll('.enquiry-wizard__answer')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Service', 'Corporate'],
        ['Lease held in a Ltd company', 'No'],
        ['Town / City', 'Bristol'],
      ]),
    );
    expect(rows).toHaveLength(10);
    const change = within(host).getByRole('link', { name: 'Change town / city' });
    expect(change).toHaveAttribute('href', '/enquiry?step=4#enquiry-question');
    const buttons = [...host.querySelectorAll('form button[type="submit"]')].map((b) => b.textContent);
    expect(buttons).toEqual(['Send enquiry', 'Back']);
  });

  test('hydrates as drawn, ahead of stored answers, and the message goes once the visitor types', async () => {
    sessionStorage.setItem(enquiryStorageKeys.form, JSON.stringify({ ...storedAnswers, city: 'Leeds' }));
    const served = answered(6, { errors: { firstname: 'Please provide your first name.' } });
    host.innerHTML = serverHtml(served);
    await hydrate(undefined, served);
    expect(problems).toEqual([]);
    expect(screen.getByText('Step 6 of 7')).toBeInTheDocument();
    expect(screen.getAllByText('Please provide your first name.')).toHaveLength(2);
    await act(async () => {
      const first = screen.getByLabelText('First Name');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(first, 'Ada');
      first.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(screen.queryAllByText('Please provide your first name.')).toHaveLength(0);
    expect(JSON.parse(sessionStorage.getItem(enquiryStorageKeys.form)!)).toMatchObject({ city: 'Bristol', firstname: 'Ada' });
  });

  test('the thank-you page sent without JavaScript shows the confirmation at once', () => {
    const html = serverHtml({ form: 'enquiry', ok: true, message: '', values: {}, errors: {} }, '/enquiry/thankyou');
    expect(html).toContain('We&#x27;ve Received Your Enquiry!');
    expect(serverHtml(null, '/enquiry/thankyou')).not.toContain('Received Your Enquiry');
  });
});
