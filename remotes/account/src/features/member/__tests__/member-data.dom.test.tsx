import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountDataMessages, mailingListLabels, newsletterMessages, type ListPreference } from '@tenants/shared';
import { apiError, fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderAccount } from '../../../../test/render-account';
import { statusWords } from '../components/email-preferences';

const api = fakeApi();
afterEach(clearToasts);

const member = { token: 'member-token', loggedIn: true };
const preferences = (lists: ListPreference[]) => ({ body: { success: true, payload: { lists } } });

beforeEach(() => {
  api.on('POST /api/token/check', () => ({ body: { success: true } }));
  api.on('GET /api/account/preferences', () =>
    preferences([
      { list: 'newsletter', status: 'confirmed' },
      { list: 'broadcast', status: 'bounced' },
    ]),
  );
});

const section = async (name: string) => screen.findByRole('region', { name });

describe('E-mail preferences', () => {
  it('shows a box per list with where it stands, in words', async () => {
    renderAccount('/login', api.base, member);
    const newsletter = await screen.findByRole('checkbox', { name: mailingListLabels.newsletter });
    expect(newsletter).toBeChecked();
    expect(newsletter).toHaveAccessibleDescription('Subscribed');
    const broadcast = screen.getByRole('checkbox', { name: mailingListLabels.broadcast });
    expect(broadcast).not.toBeChecked();
    expect(broadcast).toHaveAccessibleDescription('Mail to this address was refused');
    expect(api.sent('GET /api/account/preferences')[0].authorization).toBe('Bearer member-token');
    expect(statusWords).toEqual({
      confirmed: 'Subscribed',
      unconfirmed: 'Waiting for your confirmation',
      unsubscribed: 'Unsubscribed',
      bounced: 'Mail to this address was refused',
      none: 'Not subscribed',
    });
  });

  it("saves only the lists changed, shows the server's message and reads the lists again", async () => {
    api.on('PUT /api/account/preferences', () => ({
      body: { success: true, message: newsletterMessages.confirmationSent, payload: { lists: [] } },
    }));
    renderAccount('/login', api.base, member);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: mailingListLabels.broadcast }));
    api.on('GET /api/account/preferences', () =>
      preferences([
        { list: 'newsletter', status: 'confirmed' },
        { list: 'broadcast', status: 'unconfirmed' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    const region = await section('E-mail preferences');
    expect(await within(region).findByText(newsletterMessages.confirmationSent)).toHaveAttribute('role', 'status');
    expect(api.bodies('PUT /api/account/preferences')).toEqual([{ lists: { broadcast: true } }]);
    expect(api.sent('PUT /api/account/preferences')[0].authorization).toBe('Bearer member-token');
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: mailingListLabels.broadcast })).toHaveAccessibleDescription('Waiting for your confirmation'),
    );
    expect(api.sent('GET /api/account/preferences')).toHaveLength(2);
  });

  it('sends nothing when no box has changed', async () => {
    renderAccount('/login', api.base, member);
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: mailingListLabels.newsletter });
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('You have not changed any list.')).toBeInTheDocument();
    expect(api.sent('PUT /api/account/preferences')).toEqual([]);
  });
});

describe('Download my data', () => {
  let click: jest.SpyInstance;
  let saved: Blob[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:my-data';
    });
    URL.revokeObjectURL = jest.fn();
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => click.mockRestore());

  const data = {
    exportedAt: '2025-01-01T00:00:00.000Z',
    profile: { firstname: 'Jo', lastname: 'Bloggs', email: 'jo@example.com', phone: '07700900123', createdAt: '2024-01-01' },
    consents: [],
    enquiries: [],
    donations: [],
  };

  it('fetches the data with the session and saves it as my-data.json through a Blob', async () => {
    api.on('GET /api/account/data', () => ({ body: data }));
    renderAccount('/login', api.base, member);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data is saved as my-data.json.')).toBeInTheDocument();

    expect(api.sent('GET /api/account/data')[0].authorization).toBe('Bearer member-token');
    expect(saved).toHaveLength(1);
    expect(saved[0].type).toBe('application/json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(saved[0]);
    });
    expect(JSON.parse(text)).toEqual(data);
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('my-data.json');
    expect(link.getAttribute('href')).toBe('blob:my-data');
    expect(link.isConnected).toBe(false);
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:my-data'), { timeout: 2000 });
  });

  it('says so when the download fails', async () => {
    api.on('GET /api/account/data', () => apiError('Please log in.', 401));
    renderAccount('/login', api.base, member);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Sorry, your data could not be downloaded. Please try again later.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('Delete my account', () => {
  it('warns, asks for the password and then once more before anything is sent', async () => {
    renderAccount('/login', api.base, member);
    const region = await section('Delete my account');
    expect(region).toHaveTextContent('your account and your personal details');
    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Delete my account' }));
    const field = within(region).getByLabelText('Password');
    expect(field).toHaveAccessibleDescription(accountDataMessages.passwordRequired);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();

    await user.type(field, 'secret-pass');
    await user.click(within(region).getByRole('button', { name: 'Delete my account' }));
    expect(within(region).getByText(/Are you sure\?/)).toHaveFocus();
    await user.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(within(region).getByRole('button', { name: 'Delete my account' })).toHaveFocus();
    expect(api.sent('POST /api/account/delete')).toEqual([]);
  });

  it("shows the server's wrong-password message beside the field", async () => {
    api.on('POST /api/account/delete', () => apiError(accountDataMessages.passwordWrong, 400));
    const { log } = renderAccount('/login', api.base, member);
    const region = await section('Delete my account');
    const user = userEvent.setup();
    await user.type(within(region).getByLabelText('Password'), 'wrong-pass');
    await user.click(within(region).getByRole('button', { name: 'Delete my account' }));
    await user.click(within(region).getByRole('button', { name: 'Yes, delete my account' }));

    const field = within(region).getByLabelText('Password');
    await waitFor(() => expect(field).toHaveAccessibleDescription(accountDataMessages.passwordWrong));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(api.bodies('POST /api/account/delete')).toEqual([{ password: 'wrong-pass' }]);
    expect(log.logouts).toBe(0);
  });

  it('deletes the account, logs out and says so on the login screen', async () => {
    api.on('POST /api/account/delete', () => ({ body: { success: true, message: accountDataMessages.deleted } }));
    const { log } = renderAccount('/login', api.base, member);
    const region = await section('Delete my account');
    const user = userEvent.setup();
    await user.type(within(region).getByLabelText('Password'), 'right-pass');
    await user.click(within(region).getByRole('button', { name: 'Delete my account' }));
    await user.click(within(region).getByRole('button', { name: 'Yes, delete my account' }));

    expect(await screen.findByText(accountDataMessages.deleted)).toBeInTheDocument();
    expect(screen.getByText(accountDataMessages.deleted)).toHaveAttribute('role', 'status');
    expect(api.sent('POST /api/account/delete')[0]).toMatchObject({ authorization: 'Bearer member-token', body: { password: 'right-pass' } });
    expect(log.logouts).toBe(1);
    expect(log.current).toEqual({ token: null, loggedIn: false });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
