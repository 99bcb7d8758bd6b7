import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, HtmlFormFields, htmlFormAction, htmlFormAnchor, htmlFormProps, LoadingOverlay, messages, paths, useFormResult } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import { preloadSharedApi, useLazyApiClient } from '../../screen/api/load-shared-api';
import { AccountLayout } from '../../screen/components/account-layout';
import { useFieldErrors } from '../../screen/hooks/use-field-errors';
import { EmailField } from '../../screen/components/email-field';
import { SubmitButton } from '../../screen/components/submit-button';

/**
 * Forgot-password (docs/product/accounts-and-guides.md): the e-mail form, then "Password Reset Sent" with Resend Email. "User
 * does not exist" shows a message beside the field; any other failure only marks the field.
 *
 * A real form: without JavaScript it posts to the site server, which draws this page again with its answer
 * (`useFormResult`): "Password Reset Sent", or the address as typed with the message beside the field.
 * Resend Email is that form again, the address in a hidden field.
 */
export function ForgotPasswordScreen(props: RemoteProps) {
  const connect = useLazyApiClient(props);
  const result = useFormResult('forgot-password');
  const refused = result && !result.ok ? result : undefined;
  const { invalid, idOf, fail, clear } = useFieldErrors<'email'>();
  const [email, setEmail] = useState(refused?.values.email ?? '');
  const [sentTo, setSentTo] = useState<string | null>(result?.ok ? (result.values.email ?? '') : null);
  const [noAccount, setNoAccount] = useState(false);
  // The server's message beside the field, until the visitor sends the form again.
  const [serverProblem, setServerProblem] = useState(refused ? (refused.errors.email ?? refused.message) : '');
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
    setServerProblem('');
    const { api } = await connect();
    const checked = api.forgotPasswordRequestSchema.safeParse({ email });
    if (!checked.success) return fail('email', checked.error.issues[0]?.message ?? messages.emailInvalid);
    await send(checked.data.email);
  }

  function resend(event: FormEvent) {
    event.preventDefault();
    if (sentTo) void send(sentTo);
  }

  if (sentTo) {
    return (
      <AccountLayout
        title="Password Reset Sent"
        view="sent"
        notice={result?.ok ? <span id={htmlFormAnchor('forgot-password')}>{result.message}</span> : undefined}
      >
        <p className="account-card__text">
          We have sent a link to choose a new password to <strong>{sentTo}</strong>. It works once, for 1 hour. If it has not arrived in a few minutes, check
          your junk folder or send it again.
        </p>
        {/* The same site-server form as the first send, so a resend without JavaScript gets the same answer.
            Not `htmlFormProps`: its id is the anchor the 303 opens at, which here is the message above. */}
        <form
          className="account-member__actions"
          method="post"
          action={htmlFormAction('forgot-password')}
          onSubmit={resend}
          onFocus={preloadSharedApi}
          onPointerDown={preloadSharedApi}
        >
          <HtmlFormFields />
          <input type="hidden" name="email" value={sentTo} />
          <Button type="submit" disabled={busy}>
            Resend Email
          </Button>
          <Link to={paths.login} className="account-link">
            Back To Login
          </Link>
        </form>
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
      <form
        className="account-form ui-fill"
        {...htmlFormProps('forgot-password')}
        onSubmit={submit}
        onFocus={preloadSharedApi}
        onPointerDown={preloadSharedApi}
        noValidate
      >
        <HtmlFormFields />
        <EmailField
          id={idOf('email')}
          name="email"
          value={email}
          invalid={invalid.email}
          error={noAccount ? messages.noSuchAccount : serverProblem || undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SubmitButton busy={busy}>Send Reset Link</SubmitButton>
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
