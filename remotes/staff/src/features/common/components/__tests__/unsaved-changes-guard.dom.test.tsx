import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { leaveQuestion, UnsavedChangesGuard } from '../unsaved-changes-guard';

// The shell fires `shell:leave-entry` before Back or Forward leaves the entry shown (its back-forward-guard):
// the staff guard holds it while something typed is unsaved, and makes the move on Leave.

function Page({ dirty }: { dirty: boolean }) {
  useUnsavedChanges(dirty);
  return null;
}

function leaveEntry() {
  const proceed = jest.fn();
  const event = new CustomEvent('shell:leave-entry', { cancelable: true, detail: { proceed } });
  let allowed = true;
  act(() => {
    allowed = window.dispatchEvent(event);
  });
  return { allowed, proceed };
}

const renderGuard = (dirty: boolean) =>
  render(
    <MemoryRouter>
      <UnsavedChangesGuard />
      <Page dirty={dirty} />
    </MemoryRouter>,
  );

test('with unsaved changes Back or Forward asks; Stay holds the move, Leave makes it', async () => {
  const user = userEvent.setup();
  renderGuard(true);
  const first = leaveEntry();
  expect(first.allowed).toBe(false);
  expect(screen.getByRole('dialog')).toHaveTextContent(leaveQuestion);
  await user.click(screen.getByRole('button', { name: 'Stay' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(first.proceed).not.toHaveBeenCalled();

  const second = leaveEntry();
  await user.click(screen.getByRole('button', { name: 'Leave' }));
  expect(second.proceed).toHaveBeenCalledTimes(1);
});

test('with nothing unsaved Back and Forward go without asking', () => {
  renderGuard(false);
  expect(leaveEntry().allowed).toBe(true);
  expect(screen.queryByRole('dialog')).toBeNull();
});
