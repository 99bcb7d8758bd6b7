import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, LoadingOverlay, TextField, forgotPasswordRequestSchema, messages, notify, paths, type RemoteProps } from '@tenants/shared';
import { AccountLayout } from '../../../components/account-layout';
import { useFieldErrors } from '../../../components/use-field-errors';
import { useApiClient } from '../../../lib/use-api-client';
import { requestPasswordReset } from '../api/forgot-password';

/**
 * SPEC §2 forgot-password: the e-mail form, then "Password Reset Sent" with Resend Email. SPEC §8: "User
 * does not exist" shows a message beside the field; any other failure only marks the field (DESIGN §7).
 */
export function ForgotPasswordScreen(props: RemoteProps) {
  const client = useApiClient(props);
  const { invalid, idOf, fail, clear } = useFieldErrors<'email'>();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [noAccount, setNoAccount] = useState(false);
  const [busy, setBusy] = useState(false);

  async function send(address: string) {
    setBusy(true);
    const result = await requestPasswordReset(client, address);
    setBusy(false);
    if (result === 'sent') {
      setSentTo(address);
      notify.success(messages.resetSent);
    } else if (result === 'no-account') {
      setNoAccount(true);
      fail('email');
    } else fail('email');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    clear();
    setNoAccount(false);
    const checked = forgotPasswordRequestSchema.safeParse({ email });
    if (!checked.success) return fail('email', checked.error.issues[0]?.message ?? messages.emailInvalid);
    void send(checked.data.email);
  }

  if (sentTo) {
    return (
      <AccountLayout title="Password Reset Sent" view="sent">
        <p className="account-card__text">
          We have sent a link to choose a new password to <strong>{sentTo}</strong>. It works once, for 1 hour. If it has not arrived in a few
          minutes, check your junk folder or send it again.
        </p>
        <div className="account-member__actions">
          <Button onClick={() => void send(sentTo)} disabled={busy}>
            Resend Email
          </Button>
          <Link to={paths.login} className="account-link">
            Back To Login
          </Link>
        </div>
        <LoadingOverlay active={busy} label="Sending" />
      </AccountLayout>
    );
  }

  return (
    <AccountLayout title="Forgotten Your Password?" view="form" intro="Enter the email address you joined with and we will send you a link to choose a new password.">
      <form className="account-form" onSubmit={submit} noValidate>
        <TextField
          id={idOf('email')}
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          invalid={invalid.email}
          error={noAccount ? messages.noSuchAccount : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" className="account-form__submit" disabled={busy}>
          Send Reset Link
        </Button>
        <p className="account-form__switch">
          <Link to={paths.login} className="account-link">
            Back To Login
          </Link>
        </p>
      </form>
      <LoadingOverlay active={busy} label="Sending" />
    </AccountLayout>
  );
}
