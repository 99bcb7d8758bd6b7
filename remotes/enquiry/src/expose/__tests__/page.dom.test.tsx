import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { defaultRuntimeConfig, type Session } from '@tenants/shared';
import EnquiryPage from '../page';
import EnquiryForm from '../enquiry-form';

const session: Session = { token: null, loggedIn: false, login: jest.fn(), logout: jest.fn() };
const renderAt = (path: string, ui = <EnquiryPage session={session} config={defaultRuntimeConfig} />) =>
  render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

test('/enquiry opens the enquiry', () => {
  renderAt('/enquiry');
  expect(screen.getByRole('heading', { level: 1, name: 'Make An Enquiry' })).toBeInTheDocument();
});

test('/enquiry/thankyou confirms and leads home', () => {
  renderAt('/enquiry/thankyou');
  expect(screen.getByRole('heading', { level: 1, name: 'We’ve Received Your Enquiry!' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return To Home' })).toHaveAttribute('href', '/');
});

test('the embedded form is a section (no h1 of its own) leading to the enquiry', () => {
  renderAt('/', <EnquiryForm session={session} config={defaultRuntimeConfig} />);
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'How Can We Help?' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Enquire Now' })).toHaveAttribute('href', '/enquiry');
});
