import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { Button } from '../button';
import { TextField } from '../text-field';

function Form() {
  return (
    <form>
      <TextField label="Email" />
      <TextField label="Comments" multiline rows={5} />
      <Button type="submit">Send</Button>
      <Button>Other</Button>
    </form>
  );
}

test('in HTML drawn on the server a field is read-only and the submit button disabled', () => {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<Form />);
  expect(host.querySelector('input')!.readOnly).toBe(true);
  expect(host.querySelector('textarea')!.readOnly).toBe(true);
  expect(host.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);
  // Only the submit button: a plain button sends nothing.
  expect(host.querySelector<HTMLButtonElement>('button[type="button"]')!.disabled).toBe(false);
});

test('once the page is live they work as usual', () => {
  render(<Form />);
  expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('readonly');
  expect(screen.getByRole('textbox', { name: 'Comments' })).not.toHaveAttribute('readonly');
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
});
