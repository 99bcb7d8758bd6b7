import { useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Button, LoadingOverlay, messages, paths } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import { preloadSharedApi, useLazyApiClient } from '../../screen/api/load-shared-api';
import { AccountLayout } from '../../screen/components/account-layout';
import { NeedsScript } from '../../screen/components/needs-script';
import { SubmitButton } from '../../screen/components/submit-button';
import { PasswordField } from '../../screen/components/password-field';
import { useFieldErrors } from '../../screen/hooks/use-field-errors';

/** docs/product/accounts-and-guides.md reset-password: new and confirm password, then "Password Reset". Without a token the visitor goes to /. */
export function ResetPasswordScreen(props: RemoteProps) {
  const connect = useLazyApiClient(props);
  const [params] = useSearchParams();
  const token = params.get('token');
  const { invalid, idOf, fail, clear } = useFieldErrors<'new' | 'confirm'>();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  if (!token) return <Navigate to={paths.home} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    clear();
    // docs/product/accounts-and-guides.md: both fields required, then they must match; the length is the server's rule.
    if (!password) return fail('new', messages.newPasswordRequired);
    if (!confirm) return fail('confirm', messages.newPasswordRequired);
    if (password !== confirm) return fail('confirm', messages.passwordMismatch);
    setBusy(true);
    const { api, client } = await connect();
    try {
      await api.resetPassword(client, { token: token!, new_password: password, confirm_password: confirm });
      setDone(true);
    } catch (error) {
      // docs/product/accounts-and-guides.md: the server's message as it is.
      fail('new', api.errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <AccountLayout title="Password Reset" view="done">
        <p className="account-card__text">Your password has been changed. Log in with your new password.</p>
        <Button to={paths.login}>Back To Login</Button>
      </AccountLayout>
    );
  }

  return (
    <AccountLayout title="Reset Password" view="form" intro="Choose a new password of at least 8 characters.">
      <NeedsScript to="choose a new password" />
      {/* method="post": sent the browser's way (its script missing), the password never goes into the address. */}
      <form
        className="account-form ui-fill"
        method="post"
        data-needs-js=""
        onSubmit={submit}
        onFocus={preloadSharedApi}
        onPointerDown={preloadSharedApi}
        noValidate
      >
        <PasswordField
          id={idOf('new')}
          label="New password"
          autoComplete="new-password"
          value={password}
          invalid={invalid.new}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          id={idOf('confirm')}
          label="Confirm password"
          autoComplete="new-password"
          value={confirm}
          invalid={invalid.confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <SubmitButton busy={busy}>Reset Password</SubmitButton>
      </form>
      <LoadingOverlay active={busy} label="Saving your new password" />
    </AccountLayout>
  );
}
