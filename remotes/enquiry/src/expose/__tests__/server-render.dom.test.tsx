import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { defaultRuntimeConfig, enquiryStorageKeys, stepStateKey, type Session } from '@tenants/shared';
import EnquiryPage from '../page';
import ServerPage from '../server';

// The page as the site server draws it (shell/src/server/render.tsx: a StaticRouter, no session storage,
// no history state), then hydrated in the browser from that HTML.

const session: Session = { token: null, loggedIn: false, login: jest.fn(), logout: jest.fn() };
const props = { session, config: defaultRuntimeConfig };

const serverHtml = () =>
  renderToString(
    <StaticRouter location="/enquiry">
      <Routes>
        <Route path="/enquiry/*" element={<ServerPage {...props} />} />
      </Routes>
    </StaticRouter>,
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
async function hydrate(entryStep?: number) {
  const entry = { pathname: '/enquiry', state: entryStep ? { [stepStateKey]: { step: entryStep, behind: entryStep - 1 } } : null };
  await act(async () => {
    root = hydrateRoot(
      host,
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/enquiry/*" element={<EnquiryPage {...props} />} />
        </Routes>
      </MemoryRouter>,
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
    // The step itself is drawn, inert (and out of the accessibility tree) until the page is live.
    const step = wizard.querySelector('form')!;
    expect(step).toHaveAttribute('inert');
    expect(step).toHaveAttribute('aria-hidden', 'true');
    const hidden = { hidden: true };
    expect(within(step).getByRole('heading', { level: 3, name: 'Which service are you interested in?', ...hidden })).toBeInTheDocument();
    for (const name of ['Property', 'Corporate', 'Non-Corporate', 'Unsure']) {
      expect(within(step).getByRole('button', { name, ...hidden })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(within(step).queryByRole('button', { name: 'Back', ...hidden })).not.toBeInTheDocument();
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
