import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { TextField } from '../text-field';
import { useContractForm } from '../use-contract-form';

const contract = z.object({ name: z.string().trim().min(1, 'Please enter your name.'), phone: z.string().regex(/^\d*$/, 'Please enter a phone number.') });

function Details({ send }: { send(data: z.infer<typeof contract>): Promise<string | undefined> }) {
  const form = useContractForm({
    initial: { name: '', phone: '' },
    check: (values) => contract.safeParse(values),
    send,
    refused: (error) => ({ field: 'phone' as const, message: (error as Error).message }),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Details">
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Phone" {...form.field('phone')} />
      <button type="submit">Save</button>
      <p role="status">{form.notice}</p>
    </form>
  );
}

it('refuses by the contract beside each field, focuses the first, and clears a refusal as the field is typed in', async () => {
  const send = jest.fn(async () => 'Saved.');
  render(<Details send={send} />);
  await userEvent.type(screen.getByLabelText('Phone'), 'x');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
  expect(screen.getByText('Please enter a phone number.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
  expect(send).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText('Name'), 'Ada');
  expect(screen.queryByText('Please enter your name.')).toBeNull();
  expect(screen.getByText('Please enter a phone number.')).toBeInTheDocument();
});

it('sends the checked data, shows the outcome, and puts a refusal from the server beside its field', async () => {
  const send = jest.fn(async ({ phone }: { phone: string }) => {
    if (phone === '999') throw new Error('That phone number belongs to another account.');
    return 'Saved.';
  });
  render(<Details send={send} />);
  await userEvent.type(screen.getByLabelText('Name'), '  Ada ');
  await userEvent.type(screen.getByLabelText('Phone'), '999');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('That phone number belongs to another account.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveFocus());
  expect(send).toHaveBeenCalledWith({ name: 'Ada', phone: '999' });
  await userEvent.clear(screen.getByLabelText('Phone'));
  await userEvent.type(screen.getByLabelText('Phone'), '0207');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
});

const login = z.object({ email: z.string().min(1, 'Please provide your email address.'), password: z.string().min(1, 'Please provide your password.') });
type Login = z.infer<typeof login>;

function Told(props: {
  send(data: Login): Promise<void>;
  tell(message: string): void;
  refused?: (error: unknown) => { field?: 'email' | 'password'; message: string; beside?: boolean };
}) {
  const form = useContractForm({
    initial: { email: '', password: '' },
    initialErrors: { email: 'The address the server refused.' },
    check: async (values) => login.safeParse(values),
    busyChecking: true,
    send: props.send,
    refused: props.refused ?? ((error) => ({ field: 'password' as const, message: (error as Error).message })),
    clearOnSuccess: ['password'],
    tell: props.tell,
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Login">
      <TextField label="Email" {...form.field('email')} />
      <TextField label="Password" {...form.field('password')} />
      <button type="submit">{form.busy ? 'Busy' : 'Sign in'}</button>
      <p role="status">{form.notice}</p>
    </form>
  );
}

it('tells one refusal at a time, the check’s first, marking and focusing its field with no words beside it', async () => {
  const tell = jest.fn();
  render(<Told send={jest.fn()} tell={tell} />);
  // The page is drawn with the server's refusal beside its field; sending again replaces it.
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('The address the server refused.');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(tell).toHaveBeenCalledWith('Please provide your email address.'));
  expect(tell).toHaveBeenCalledTimes(1);
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-describedby');
  expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText('Email')).toHaveFocus();
  await userEvent.type(screen.getByLabelText('Email'), 'jo@example.com');
  expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
});

it('tells a refusal of the send on its field, then empties only the fields named after a success', async () => {
  const tell = jest.fn();
  const send = jest.fn(async ({ password }: Login) => {
    if (password === 'wrong') throw new Error('Incorrect email or password.');
  });
  render(<Told send={send} tell={tell} />);
  await userEvent.type(screen.getByLabelText('Email'), 'jo@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'wrong');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(tell).toHaveBeenCalledWith('Incorrect email or password.'));
  await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  await userEvent.clear(screen.getByLabelText('Password'));
  await userEvent.type(screen.getByLabelText('Password'), 'right');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue(''));
  expect(screen.getByLabelText('Email')).toHaveValue('jo@example.com');
});

it('puts a refusal that asks for it beside its field, or only marks the field when it has no words, on a form that tells', async () => {
  const tell = jest.fn();
  const reasons: Record<string, string> = { nobody: '*Sorry, this email does not match with any account.', limit: '' };
  const send = jest.fn(async () => Promise.reject(new Error('refused')));
  let current = 'nobody';
  render(<Told send={send} tell={tell} refused={() => ({ field: 'email', message: reasons[current], beside: true })} />);
  await userEvent.type(screen.getByLabelText('Email'), 'nobody@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText(reasons.nobody)).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(reasons.nobody);
  current = 'limit';
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.queryByText(reasons.nobody)).toBeNull());
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
  expect(tell).not.toHaveBeenCalled();
});

it('is busy from the press when the check asks the server, and a second press meanwhile is the same press', async () => {
  let answer: () => void = () => undefined;
  const send = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
  render(<Told send={send} tell={jest.fn()} />);
  await userEvent.type(screen.getByLabelText('Email'), 'jo@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret');
  const form = screen.getByRole('form', { name: 'Login' });
  fireEvent.submit(form);
  fireEvent.submit(form);
  expect(await screen.findByRole('button', { name: 'Busy' })).toBeInTheDocument();
  answer();
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  expect(send).toHaveBeenCalledTimes(1);
});

it('puts a refusal of no field in the status line', async () => {
  const send = jest.fn(async () => Promise.reject(new Error('Something went wrong. Please try again later.')));
  function Plain() {
    const form = useContractForm({
      initial: { name: '' },
      check: (values) => ({ success: true as const, data: values }),
      send,
      refused: (error) => ({ message: (error as Error).message }),
    });
    return (
      <form onSubmit={form.onSubmit} noValidate>
        <TextField label="Name" {...form.field('name')} />
        <button type="submit">Save</button>
        <p role="status">{form.notice}</p>
      </form>
    );
  }
  render(<Plain />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Something went wrong. Please try again later.');
  expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
});
