import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingOverlay, accountMessages, messages, paths, useContractForm } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import { preloadSharedApi, toastError, useLazyApiClient } from '../../screen/api/load-shared-api';
import { AccountLayout } from '../../screen/components/account-layout';
import { NeedsScript } from '../../screen/components/needs-script';
import { SubmitButton } from '../../screen/components/submit-button';
import { PasswordField } from '../../screen/components/password-field';
import type { AccountNotice } from '../../member/components/delete-account';
import { MemberPanel } from '../../member/components/member-panel';
import { useTokenCheck } from '../../session/hooks/use-token-check';
import { EmailField } from '../../screen/components/email-field';
import { keepingNext, sendOnTo } from '../../screen/lib/send-on-to';

/** The member's own data (preferences, download, delete): its own chunk, fetched once a member is logged in. */
const MemberData = lazy(() => import(/* webpackChunkName: "account-member" */ '../../member/components/member-data'));

/** A sentence another screen left in the history entry (the account was deleted), if any. */
function noticeOf(state: unknown): string | undefined {
  const notice = (state as Partial<AccountNotice> | null)?.notice;
  return typeof notice === 'string' ? notice : undefined;
}

/** docs/product/accounts-and-guides.md login: Welcome Back and the sign-in form, or, when logged in, the way to the guides and Logout. */
export function LoginScreen(props: RemoteProps) {
  const { session } = props;
  const connect = useLazyApiClient(props);
  useTokenCheck(connect, session);
  const [loggingOut, setLoggingOut] = useState(false);
  const navigate = useNavigate();
  const next = sendOnTo(useSearchParams()[0].get('next'));
  const location = useLocation();
  const notice = noticeOf(location.state);
  const form = useContractForm({
    initial: { email: '', password: '' },
    // The contract words docs/product/accounts-and-guides.md's messages; its password check keeps an empty one from the server.
    check: async (values) => (await connect()).api.loginRequestSchema.safeParse(values),
    send: async (data) => {
      const { api, client } = await connect();
      session.login(await api.login(client, data));
      // A page that asked the visitor to log in (the staff area) gets them back.
      if (next) navigate(next, { replace: true });
      // A notice left for this screen (the account was deleted) has been read: a later logout does not show it again.
      else if (notice) navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    },
    clearOnSuccess: ['password'],
    // A wrong password or the lock, told on the password field.
    refused: async (error) => ({ field: 'password', message: (await connect()).api.errorMessage(error) }),
    tell: toastError,
  });

  async function logout() {
    setLoggingOut(true);
    const { api, client } = await connect();
    await api.logoutOnServer(client);
    session.logout();
    setLoggingOut(false);
    api.notify.success(messages.loggedOut);
  }

  if (session.loggedIn) {
    return (
      <AccountLayout title="Welcome Back" view="member">
        <MemberPanel message={accountMessages.loggedIn} onLogout={logout} />
        <Suspense fallback={null}>
          <MemberData connect={connect} session={session} />
        </Suspense>
        <LoadingOverlay active={loggingOut} label="Logging out" />
      </AccountLayout>
    );
  }

  return (
    <AccountLayout title="Welcome Back" view="form" intro="Log in to download our guides for members." notice={notice}>
      <NeedsScript to="log in" />
      {/* method="post": sent the browser's way (its script missing), the password never goes into the address. */}
      <form
        className="account-form ui-fill"
        method="post"
        data-needs-js=""
        onSubmit={form.onSubmit}
        onFocus={preloadSharedApi}
        onPointerDown={preloadSharedApi}
        noValidate
      >
        <EmailField {...form.field('email')} />
        <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
        <p className="account-form__aside">
          <Link to={paths.forgotPassword} className="account-link">
            Forgotten your password?
          </Link>
        </p>
        <SubmitButton busy={form.busy}>Sign in</SubmitButton>
        <p className="account-form__switch">
          Not a member yet?{' '}
          <Link to={keepingNext(paths.signUp, next)} className="account-link">
            Sign Up
          </Link>
        </p>
      </form>
      <LoadingOverlay active={form.busy} label="Signing in" />
    </AccountLayout>
  );
}
