import { render, screen } from '@testing-library/react';
import { TextField } from '../text-field';

test.each([
  ['an input', {}],
  ['a textarea', { multiline: true as const }],
])('%s with an error is marked invalid and described by its message', (_kind, extra) => {
  render(<TextField label="Comments" error="Please tell us more." {...extra} />);
  const field = screen.getByRole('textbox', { name: 'Comments' });
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Please tell us more.');
  expect(screen.getByRole('alert')).toHaveTextContent('Please tell us more.');
});
