import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffAuthMessages, staffMessages } from '@tenants/shared';
import { apiError, fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, paged, renderStaff, signIn, staffJo } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);

const status = (over: Record<string, unknown> = {}) => ({
  body: { success: true, payload: { enrolled: false, verified: false, totp: false, passkeys: 0, recoveryCodesLeft: 0, ...over } },
});
const codes = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jkmn-pq${String(i).padStart(2, '2')}`);

/** The API refuses the staff area until the second step is done, then lets Jo in. */
function passwordOnly() {
  let verified = false;
  api.on('GET /api/staff/me', () => (verified ? { body: { success: true, payload: staffJo } } : apiError(staffMessages.secondFactorRequired, 403)));
  api.on('GET /api/staff/team', () => ({ body: { success: true, payload: [staffJo] } }));
  return () => {
    verified = true;
  };
}

describe('the second step', () => {
  it('enrols at the first staff sign-in: QR code and key, a wrong code told beside the field, then the recovery codes', async () => {
    const verify = passwordOnly();
    api.on('GET /api/staff/second-factor', () => status());
    api.on('POST /api/staff/second-factor/totp', () => ({
      body: {
        success: true,
        payload: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
          otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      },
    }));
    let tries = 0;
    api.on('POST /api/staff/second-factor/totp/confirm', () => {
      tries += 1;
      if (tries === 1) return apiError(staffAuthMessages.codeInvalid);
      verify();
      return { body: { success: true, payload: { recoveryCodes: codes } } };
    });
    renderStaff('/staff', api);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Set up your second factor' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXPJBSWY3DP');

    const field = screen.getByLabelText('6-digit code from the app');
    await userEvent.type(field, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(staffAuthMessages.codeInvalid);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(staffAuthMessages.codeInvalid);
    await userEvent.clear(field);
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const saved = await screen.findByRole('heading', { level: 1, name: 'Save your recovery codes' });
    expect(api.sent('POST /api/staff/second-factor/totp/confirm').at(-1)?.body).toEqual({ code: '123456' });
    await waitFor(() => expect(saved).toHaveFocus());
    expect(within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Download the codes' })).toBeInTheDocument();
    const go = screen.getByRole('button', { name: 'Continue to the staff area' });
    expect(go).toBeDisabled();
    await userEvent.click(screen.getByLabelText('I have saved them'));
    await userEvent.click(go);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff area' })).toBeInTheDocument();
  });

  it('asks an enrolled account for a code (or a recovery code), and offers a passkey when it has one', async () => {
    const verify = passwordOnly();
    api.on('GET /api/staff/second-factor', () => status({ enrolled: true, totp: true, passkeys: 1, recoveryCodesLeft: 10 }));
    api.on('POST /api/staff/second-factor/verify', () => {
      verify();
      return { body: { success: true, message: staffAuthMessages.verified } };
    });
    renderStaff('/staff', api);
    const heading = await screen.findByRole('heading', { level: 1, name: "Confirm it's you" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code from your authenticator app, or a recovery code'), 'abcd-efgh-jkmn-pqrs');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff area' })).toBeInTheDocument();
    expect(api.sent('POST /api/staff/second-factor/verify')[0].body).toEqual({ code: 'abcd-efgh-jkmn-pqrs' });
  });

  it('shows the lockout message beside the field', async () => {
    passwordOnly();
    api.on('GET /api/staff/second-factor', () => status({ enrolled: true, totp: true }));
    api.on('POST /api/staff/second-factor/verify', () => apiError('Too many wrong attempts. Please wait 15 minutes and try again.', 429));
    renderStaff('/staff', api);
    await userEvent.type(await screen.findByLabelText('Code from your authenticator app, or a recovery code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong attempts. Please wait 15 minutes and try again.');
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
  });
});

describe("confirm it's you", () => {
  it('a refused deactivation opens the dialog, and goes again once the password is confirmed', async () => {
    signIn(api);
    const member = {
      id: 'm1',
      firstname: 'Eve',
      lastname: 'Ever',
      email: 'eve@example.com',
      phone: '07700900123',
      role: 'member',
      createdAt: '2026-01-01T00:00:00.000Z',
      deactivatedAt: null,
      enquiries: 0,
      donations: 0,
      openSessions: 1,
      labels: [],
      enquiryList: [],
      donationList: [],
      lists: [],
      notes: [],
    };
    api.on('GET /api/staff/members/m1', () => ({ body: { success: true, payload: member } }));
    api.on('GET /api/staff/members', () => paged([member]));
    let fresh = false;
    api.on('POST /api/staff/members/m1/deactivate', () =>
      fresh
        ? { body: { success: true, payload: { ...member, deactivatedAt: '2026-02-02T00:00:00.000Z', openSessions: 0 } } }
        : apiError(staffMessages.freshAuthRequired, 403),
    );
    api.on('POST /api/staff/reauth', (request) => {
      if (request.body?.password !== 'right-password') return apiError(staffAuthMessages.passwordInvalid);
      fresh = true;
      return { body: { success: true, message: staffAuthMessages.reauthenticated, payload: { freshUntil: '2026-02-02T00:05:00.000Z' } } };
    });
    renderStaff('/staff/members/m1', api);
    await userEvent.click(await screen.findByRole('button', { name: /^Deactivate/ }));
    const confirmDeactivate = screen.queryAllByRole('dialog');
    if (confirmDeactivate.length) {
      // The page's own "are you sure" first.
      await userEvent.click(within(confirmDeactivate[0]).getByRole('button', { name: /^Deactivate/ }));
    }
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    const password = within(dialog).getByLabelText('Your password');
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.type(password, 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(staffAuthMessages.passwordInvalid);
    await userEvent.clear(password);
    await userEvent.type(password, 'right-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: "Confirm it's you" })).not.toBeInTheDocument());
    await waitFor(() => expect(api.sent('POST /api/staff/members/m1/deactivate')).toHaveLength(2));
  });
});
