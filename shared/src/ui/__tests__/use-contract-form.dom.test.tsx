import { render, screen, waitFor } from '@testing-library/react';
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
