import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingOverlay, TextField, accountMessages, paths, useContractForm } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import { preloadSharedApi, toastError, useLazyApiClient } from '../../screen/api/load-shared-api';
import { AccountLayout } from '../../screen/components/account-layout';
import { NeedsScript } from '../../screen/components/needs-script';
import { SubmitButton } from '../../screen/components/submit-button';
import { PasswordField } from '../../screen/components/password-field';
import { MemberPanel } from '../../member/components/member-panel';
import { useTokenCheck } from '../../session/hooks/use-token-check';
import { EmailField } from '../../screen/components/email-field';
import { keepingNext, sendOnTo } from '../../screen/lib/send-on-to';

/**
 * docs/product/accounts-and-guides.md sign-up: Create Account, then "Thanks for signing up!". A visitor who arrives with a token the
 * server accepts is logged in and sent to /login (docs/product/accounts-and-guides.md). With `?next=` (an
 * event's Join For Free) the new member, or one already signed in, goes back to that page instead.
 */
export function SignUpScreen(props: RemoteProps) {
  const { session } = props;
  const connect = useLazyApiClient(props);
  const next = sendOnTo(useSearchParams()[0].get('next'));
  const navigate = useNavigate();
  const checking = useTokenCheck(connect, session, next ?? paths.login);
  const [registered, setRegistered] = useState(false);
  const form = useContractForm({
    initial: { firstname: '', lastname: '', email: '', phone: '', password: '' },
    check: async (values) => {
      const { api, client } = await connect();
      return api.checkSignUp(client, values);
    },
    // The e-mail and phone are asked of our API: the overlay shows from the press.
    busyChecking: true,
    send: async (values) => {
      const { api, client } = await connect();
      // The minimum length is the server's rule (docs/product/accounts-and-guides.md); its answer is mapped below.
      const token = await api.register(client, values);
      setRegistered(true);
      session.login(token);
      // The thanks go with them as a toast, as the page they came from is where they meant to be.
      if (next) {
        api.notify.success(accountMessages.registered);
        navigate(next, { replace: true });
      }
    },
    refused: async (error) => (await connect()).api.registerError(error),
    tell: toastError,
  });

  if (session.loggedIn && registered) {
    return (
      <AccountLayout title={accountMessages.registered} view="member" intro="Your free membership has started.">
        <MemberPanel message={accountMessages.loggedIn} />
      </AccountLayout>
    );
  }
  // Arrived logged in: the check above sends the visitor on (/login, or ?next=); without one pending, go now.
  if (session.loggedIn && !checking) return <Navigate to={next ?? paths.login} replace />;

  const password = form.field('password');
  return (
    <AccountLayout title="Create Account" view="form" intro="Join for free to download our guides and book a free 30-minute consultation.">
      <NeedsScript to="join" />
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
        <div className="account-form__pair">
          <TextField label="First name" autoComplete="given-name" {...form.field('firstname')} />
          <TextField label="Last name" autoComplete="family-name" {...form.field('lastname')} />
        </div>
        <EmailField {...form.field('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" {...form.field('phone')} />
        <PasswordField label="Password" autoComplete="new-password" aria-describedby={`${password.id}-hint`} {...password} />
        <p className="account-form__hint" id={`${password.id}-hint`}>
          At least 8 characters.
        </p>
        <SubmitButton busy={form.busy}>Create Account</SubmitButton>
        <p className="account-form__switch">
          Already a member?{' '}
          <Link to={keepingNext(paths.login, next)} className="account-link">
            Log in
          </Link>
        </p>
      </form>
      <LoadingOverlay active={form.busy || checking} label={checking ? 'Checking your session' : 'Creating your account'} />
    </AccountLayout>
  );
}
