import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, LoadingOverlay, messages, paths } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import { preloadSharedApi, useLazyApiClient } from '../../screen/api/load-shared-api';
import { AccountLayout } from '../../screen/components/account-layout';
import { useFieldErrors } from '../../screen/hooks/use-field-errors';
import { EmailField } from '../../screen/components/email-field';

/**
 * Forgot-password (docs/product/accounts-and-guides.md): the e-mail form, then "Password Reset Sent" with Resend Email. "User
 * does not exist" shows a message beside the field; any other failure only marks the field.
 */
export function ForgotPasswordScreen(props: RemoteProps) {
  const connect = useLazyApiClient(props);
  const { invalid, idOf, fail, clear } = useFieldErrors<'email'>();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [noAccount, setNoAccount] = useState(false);
  const [busy, setBusy] = useState(false);

  async function send(address: string) {
    setBusy(true);
    const { api, client } = await connect();
    const result = await api.requestPasswordReset(client, address);
    setBusy(false);
    if (result === 'sent') {
      setSentTo(address);
      api.notify.success(messages.resetSent);
    } else if (result === 'no-account') {
      setNoAccount(true);
      fail('email');
    } else fail('email');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    clear();
    setNoAccount(false);
    const { api } = await connect();
    const checked = api.forgotPasswordRequestSchema.safeParse({ email });
    if (!checked.success) return fail('email', checked.error.issues[0]?.message ?? messages.emailInvalid);
    await send(checked.data.email);
  }

  if (sentTo) {
    return (
      <AccountLayout title="Password Reset Sent" view="sent">
        <p className="account-card__text">
          We have sent a link to choose a new password to <strong>{sentTo}</strong>. It works once, for 1 hour. If it has not arrived in a few minutes, check
          your junk folder or send it again.
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
    <AccountLayout
      title="Forgotten Your Password?"
      view="form"
      intro="Enter the email address you joined with and we will send you a link to choose a new password."
    >
      <form className="account-form" onSubmit={submit} onFocus={preloadSharedApi} onPointerDown={preloadSharedApi} noValidate>
        <EmailField
          id={idOf('email')}
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
