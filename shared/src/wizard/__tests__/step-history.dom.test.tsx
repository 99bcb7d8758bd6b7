import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { stepStateKey, useStepHistory, type StepHistoryOptions } from '../step-history';

/** A four-step wizard whose answers reach `furthest`. */
function Wizard(options: StepHistoryOptions) {
  const { step, goTo, back } = useStepHistory(options);
  return (
    <>
      <h1>Step {step}</h1>
      <button onClick={() => goTo(step + 1)}>Continue</button>
      <button onClick={back}>Back</button>
      <button onClick={() => goTo(1)}>Start again</button>
    </>
  );
}

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/**
 * jsdom's own history, as a browser's: entries and their state outlive the app, so unmounting and rendering
 * again is a reload. Each test starts on a page before the wizard, with the wizard opened from it.
 */
function open(options: Partial<StepHistoryOptions> = {}) {
  const props = { initial: 1, furthest: 4, ...options };
  const ui = (furthest = props.furthest) => (
    <BrowserRouter>
      <Routes>
        <Route path="/before" element={<h1>Before</h1>} />
        <Route path="/wizard" element={<Wizard {...props} furthest={furthest} />} />
      </Routes>
      <Where />
    </BrowserRouter>
  );
  const view = render(ui());
  return {
    user: userEvent.setup(),
    reload(furthest?: number | null) {
      view.unmount();
      render(ui(furthest));
    },
  };
}

beforeEach(() => {
  window.history.pushState(null, '', '/before');
  window.history.pushState(null, '', '/wizard');
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const entry = () => (window.history.state?.usr as Record<string, unknown> | null)?.[stepStateKey];
const browserBack = () => act(() => window.history.back());
const browserForward = () => act(() => window.history.forward());

test('each step is a history entry: the browser’s Back walks back one step at a time, then leaves the wizard', async () => {
  const { user } = open();
  await heading('Step 1');
  for (const step of [2, 3, 4]) {
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading(`Step ${step}`);
  }
  expect(entry()).toEqual({ step: 4, behind: 3 });
  // The step is in the address, as it is without script (`?step=`).
  expect(window.location.search).toBe('?step=4');
  for (const step of [3, 2, 1]) {
    await browserBack();
    await heading(`Step ${step}`);
    expect(window.location.search).toBe(step === 1 ? '' : `?step=${step}`);
  }
  await browserBack();
  await heading('Before');
  await browserForward();
  await heading('Step 1');
  await browserForward();
  await heading('Step 2');
});

test('a reload reopens the entry’s step; Back (the page’s and the browser’s) still walks back step by step', async () => {
  const { user, reload } = open();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await heading('Step 3');
  const length = window.history.length;

  reload();
  await heading('Step 3');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await heading('Step 2');
  // The page's Back is the browser's: no entry is added, and Forward returns to step 3.
  expect(window.history.length).toBe(length);
  await browserForward();
  await heading('Step 3');
  await browserBack();
  await heading('Step 2');
  await browserBack();
  await heading('Step 1');
  await browserBack();
  await heading('Before');
});

test('an entry for a step the answers no longer reach goes back to the one that shows it, so no two entries look alike', async () => {
  const { user, reload } = open();
  for (const step of [2, 3, 4]) {
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading(`Step ${step}`);
  }
  // Say the stored answers were cleared after step 1: the entries for steps 2 to 4 would all show step 2.
  reload(2);
  await heading('Step 2');
  await waitFor(() => expect(entry()).toEqual({ step: 2, behind: 1 }));
  await browserBack();
  await heading('Step 1');
  await browserBack();
  await heading('Before');
});

test('while the answers are being read, the entry’s step stands', async () => {
  const { user, reload } = open();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await heading('Step 2');
  reload(null);
  await heading('Step 2');
  expect(entry()).toEqual({ step: 2, behind: 1 });
});

test('with no earlier steps behind it (the donation’s failure route), Back rewrites the entry, so the browser’s Back then leaves', async () => {
  const { user } = open({ initial: 3 });
  await heading('Step 3');
  const length = window.history.length;
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await heading('Step 2');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await heading('Step 1');
  expect(window.history.length).toBe(length);
  expect(entry()).toEqual({ step: 1, behind: 0 });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await heading('Step 2');
  await browserBack();
  await heading('Step 1');
  await browserBack();
  await heading('Before');
});

test('going back to an earlier step goes back through the history, keeping the later steps for Forward', async () => {
  const { user } = open();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await heading('Step 3');
  await user.click(screen.getByRole('button', { name: 'Start again' }));
  await heading('Step 1');
  await browserForward();
  await heading('Step 2');
  await browserBack();
  await heading('Step 1');
  await browserBack();
  await heading('Before');
});

test('kept out of the history, the steps add no entries and touch no state', async () => {
  const { user } = open({ inHistory: false });
  const length = window.history.length;
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await heading('Step 3');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await heading('Step 2');
  expect(window.history.length).toBe(length);
  expect(entry()).toBeUndefined();
  await browserBack();
  await heading('Before');
});

test('an address naming a step opens it, the rest of its query kept; with nothing of the wizard behind it, Back leaves', async () => {
  window.history.pushState(null, '', '/wizard?from=mail&step=3');
  const { user } = open();
  await heading('Step 3');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await heading('Step 4');
  expect(window.location.search).toBe('?from=mail&step=4');
  await browserBack();
  await heading('Step 3');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await heading('Step 2');
  expect(window.location.search).toBe('?from=mail&step=2');
});

test('nonsense in ?step= is the first step', async () => {
  window.history.pushState(null, '', '/wizard?step=x9');
  open();
  await heading('Step 1');
});
