import { useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Button, LoadingOverlay, errorMessage, messages, paths, type RemoteProps } from '@tenants/shared';
import { AccountLayout } from '../../../components/account-layout';
import { PasswordField } from '../../../components/password-field';
import { useFieldErrors } from '../../../components/use-field-errors';
import { useApiClient } from '../../../lib/use-api-client';
import { resetPassword } from '../api/reset-password';

/** SPEC §2 reset-password: new and confirm password, then "Password Reset". Without a token the visitor goes to /. */
export function ResetPasswordScreen(props: RemoteProps) {
  const client = useApiClient(props);
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
    // SPEC §5: both fields required, then they must match; the length is the server's rule.
    if (!password) return fail('new', messages.newPasswordRequired);
    if (!confirm) return fail('confirm', messages.newPasswordRequired);
    if (password !== confirm) return fail('confirm', messages.passwordMismatch);
    setBusy(true);
    try {
      await resetPassword(client, { token: token!, new_password: password, confirm_password: confirm });
      setDone(true);
    } catch (error) {
      // SPEC §8: the server's message as it is.
      fail('new', errorMessage(error));
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
      <form className="account-form" onSubmit={submit} noValidate>
        <PasswordField id={idOf('new')} label="New password" autoComplete="new-password" value={password} invalid={invalid.new} onChange={(event) => setPassword(event.target.value)} />
        <PasswordField
          id={idOf('confirm')}
          label="Confirm password"
          autoComplete="new-password"
          value={confirm}
          invalid={invalid.confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <Button type="submit" className="account-form__submit" disabled={busy}>
          Reset Password
        </Button>
      </form>
      <LoadingOverlay active={busy} label="Saving your new password" />
    </AccountLayout>
  );
}
