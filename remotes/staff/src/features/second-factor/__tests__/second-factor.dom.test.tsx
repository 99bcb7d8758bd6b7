import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffAuthMessages, staffMessages } from '@tenants/shared';
import { apiError, fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, paged, renderStaff, signIn, staffJo } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(() => {
  clearToasts();
  window.sessionStorage.clear();
});

/** The e-mailed link's code (`/staff#enrol=<code>`). */
const linkCode = 'Zm9yLXRoZS1zdGFmZi1hcmVhLW9ubHktb25jZS1wbGVhc2U';

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
  it('enrols from the e-mailed link: QR code and key, a wrong code told beside the field, then the recovery codes', async () => {
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
    renderStaff(`/staff#enrol=${linkCode}`, api);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Set up your second factor' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(api.sent('POST /api/staff/second-factor/totp')[0]?.body).toEqual({ enrolmentCode: linkCode }));
    // Out of the address bar (and the history) at once.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff$/);
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXPJBSWY3DP');

    const field = screen.getByLabelText('6-digit code from the app');
    await userEvent.type(field, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(staffAuthMessages.codeInvalid));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(staffAuthMessages.codeInvalid);
    await userEvent.clear(field);
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const saved = await screen.findByRole('heading', { level: 1, name: 'Save your recovery codes' });
    expect(api.sent('POST /api/staff/second-factor/totp/confirm').at(-1)?.body).toEqual({ code: '123456', enrolmentCode: linkCode });
    await waitFor(() => expect(saved).toHaveFocus());
    expect(within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Download the codes' })).toBeInTheDocument();
    const go = screen.getByRole('button', { name: 'Continue to the staff area' });
    expect(go).toBeDisabled();
    await userEvent.click(screen.getByLabelText('I have saved them'));
    await userEvent.click(go);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff area' })).toBeInTheDocument();
    // Used up: the tab keeps no copy.
    expect(window.sessionStorage.length).toBe(0);
  });

  it('without the link, a password-only account sees "check your e-mail" and nothing else, and can ask for a new link', async () => {
    api.on('GET /api/staff/me', () => apiError(staffAuthMessages.enrolmentCodeRequired, 403));
    api.on('GET /api/staff/second-factor', () => status());
    let links = 0;
    api.on('POST /api/staff/second-factor/enrolment-link', () =>
      ++links > 1 ? apiError(staffAuthMessages.enrolmentLinkLimited, 429) : { body: { success: true, message: staffAuthMessages.enrolmentLinkSent } },
    );
    renderStaff('/staff/enquiries', api);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/We have sent a link to set it up to your e-mail address\./)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Staff' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.sent('POST /api/staff/second-factor/totp')).toEqual([]);

    const again = screen.getByRole('button', { name: 'Send me a new link' });
    await userEvent.click(again);
    expect(await screen.findByText(staffAuthMessages.enrolmentLinkSent)).toHaveAttribute('role', 'status');
    // No address is typed or sent: the link goes to the account's own.
    expect(api.sent('POST /api/staff/second-factor/enrolment-link')[0].body ?? {}).toEqual({});
    await userEvent.click(again);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(staffAuthMessages.enrolmentLinkLimited));
  });

  it('keeps a link opened while signed out for after the login, out of the address and the login link', async () => {
    renderStaff(`/staff#enrol=${linkCode}`, api, { token: null });
    const login = await screen.findByRole('link', { name: 'Log in' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff$/));
    expect(login).toHaveAttribute('href', '/login?next=%2Fstaff');
    await waitFor(() => expect(window.sessionStorage.getItem('tenants-staff-enrolment-code')).toBe(linkCode));
  });

  it('a used or expired link goes back to "check your e-mail" with the reason', async () => {
    passwordOnly();
    api.on('GET /api/staff/second-factor', () => status());
    api.on('POST /api/staff/second-factor/totp', () => apiError(staffAuthMessages.enrolmentCodeRequired, 403));
    renderStaff(`/staff#enrol=${linkCode}`, api);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(staffAuthMessages.enrolmentCodeRequired);
    expect(window.sessionStorage.length).toBe(0);
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
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many wrong attempts. Please wait 15 minutes and try again.'));
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
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(staffAuthMessages.passwordInvalid));
    await userEvent.clear(password);
    await userEvent.type(password, 'right-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: "Confirm it's you" })).not.toBeInTheDocument());
    await waitFor(() => expect(api.sent('POST /api/staff/members/m1/deactivate')).toHaveLength(2));
  });

  it('a call that needs a second factor asks for a code or a passkey, never the password', async () => {
    signIn(api);
    api.on('GET /api/staff/second-factor/passkeys', () => ({ body: { success: true, payload: [] } }));
    let fresh = false;
    api.on('POST /api/staff/second-factor/passkeys/registration-options', () =>
      fresh ? apiError('The passkey could not be checked. Please try again.') : apiError(staffMessages.freshFactorRequired, 403),
    );
    api.on('POST /api/staff/reauth', () => {
      fresh = true;
      return { body: { success: true, message: staffAuthMessages.reauthenticated, payload: { freshUntil: '2026-02-02T00:05:00.000Z' } } };
    });
    renderStaff('/staff/security', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(within(dialog).getByText(/a password is not enough/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Use your password instead' })).not.toBeInTheDocument();
    const code = within(dialog).getByLabelText('Code from your authenticator app, or a recovery code');
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.sent('POST /api/staff/second-factor/passkeys/registration-options')).toHaveLength(2));
    expect(api.sent('POST /api/staff/reauth')[0].body).toEqual({ code: '123456' });
  });
});
