import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { defaultRuntimeConfig, type Session } from '@tenants/shared';
import EnquiryPage from '../page';
import EnquiryForm from '../enquiry-form';

const session: Session = { token: null, loggedIn: false, login: jest.fn(), logout: jest.fn() };
const renderAt = (path: string, ui = <EnquiryPage session={session} config={defaultRuntimeConfig} />) =>
  render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

test('/enquiry opens the wizard at its first question', () => {
  renderAt('/enquiry');
  expect(screen.getByRole('heading', { level: 1, name: 'Make An Enquiry' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Which service are you interested in?' })).toBeInTheDocument();
  for (const name of ['Property', 'Corporate', 'Non-Corporate', 'Unsure']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
});

test('/enquiry/thankyou shows the enquiry heading first', () => {
  renderAt('/enquiry/thankyou');
  expect(screen.getByRole('heading', { level: 1, name: 'Make An Enquiry' })).toBeInTheDocument();
});

test('the embedded form is the wizard as a section with no h1 of its own', () => {
  renderAt('/', <EnquiryForm session={session} config={defaultRuntimeConfig} />);
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Talk To A Specialist' })).toBeInTheDocument();
  expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();
});
