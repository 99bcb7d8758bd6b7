import { useState } from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from '../button';
import { TextField } from '../text-field';

function Form({ onEmail = () => undefined }: { onEmail?: (value: string) => void }) {
  const [email, setEmail] = useState('');
  return (
    <form method="post" action="/forms/newsletter">
      <TextField
        label="Email"
        name="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          onEmail(event.target.value);
        }}
      />
      <TextField label="Comments" multiline rows={5} />
      <Button type="submit">Send</Button>
      <Button>Other</Button>
    </form>
  );
}

test('in HTML drawn on the server the fields can be typed in and the form sent', () => {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<Form />);
  expect(host.querySelector('input')!.readOnly).toBe(false);
  expect(host.querySelector('textarea')!.readOnly).toBe(false);
  expect(host.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
});

test('what was typed into the server HTML before the page was live survives hydration and reaches the state', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  host.innerHTML = renderToString(<Form />);
  // The visitor types before any script runs: the DOM changes, React is not there yet.
  host.querySelector('input')!.value = 'early@example.com';
  const seen: string[] = [];
  await act(async () => {
    hydrateRoot(host, <Form onEmail={(value) => seen.push(value)} />);
  });
  // Handed over once, as the field hydrates, so a later render keeps it.
  expect(seen).toEqual(['early@example.com']);
  expect(host.querySelector('input')!.value).toBe('early@example.com');
  host.remove();
});

test('once the page is live they work as usual', () => {
  render(<Form />);
  const email = screen.getByRole('textbox', { name: 'Email' });
  fireEvent.change(email, { target: { value: 'a@b.co' } });
  expect(email).toHaveValue('a@b.co');
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
});
