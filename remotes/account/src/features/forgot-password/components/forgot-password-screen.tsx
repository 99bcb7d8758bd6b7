import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  HtmlFormFields,
  htmlFormAction,
  htmlFormAnchor,
  htmlFormProps,
  LoadingOverlay,
  messages,
  paths,
  useContractForm,
  useFormResult,
  type ContractFormOptions,
} from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import { preloadSharedApi, toastError, useLazyApiClient } from '../../screen/api/load-shared-api';
import { AccountLayout } from '../../screen/components/account-layout';
import { EmailField } from '../../screen/components/email-field';
import { SubmitButton } from '../../screen/components/submit-button';

type Address = { email: string };
/** The first send and Resend Email alike: all but the address they start from. */
type Sending = Omit<ContractFormOptions<Address, Address>, 'initial'>;

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
  const [sentTo, setSentTo] = useState<string | null>(result?.ok ? (result.values.email ?? '') : null);
  const sending: Sending = {
    check: async (values) => (await connect()).api.forgotPasswordRequestSchema.safeParse(values),
    send: async ({ email }) => {
      const { api, client } = await connect();
      await api.requestPasswordReset(client, email);
      setSentTo(email);
      api.notify.success(messages.resetSent);
    },
    refused: async (error) => (await connect()).api.resetRefusal(error),
    tell: toastError,
  };

  const refused = result && !result.ok ? result : undefined;
  // One frame for both views, so the title takes the focus as the one gives way to the other.
  return sentTo ? (
    <AccountLayout
      title="Password Reset Sent"
      view="sent"
      notice={result?.ok ? <span id={htmlFormAnchor('forgot-password')}>{result.message}</span> : undefined}
    >
      <Resend sentTo={sentTo} sending={sending} />
    </AccountLayout>
  ) : (
    <AccountLayout
      title="Forgotten Your Password?"
      view="form"
      intro="Enter the email address you joined with and we will send you a link to choose a new password."
    >
      <Ask
        sending={{
          ...sending,
          initial: { email: refused?.values.email ?? '' },
          // The server's message beside the field, until the visitor sends the form again.
          initialErrors: refused && { email: refused.errors.email ?? refused.message },
        }}
      />
    </AccountLayout>
  );
}

function Ask({ sending }: { sending: ContractFormOptions<Address, Address> }) {
  const form = useContractForm(sending);
  return (
    <>
      <form
        className="account-form ui-fill"
        {...htmlFormProps('forgot-password')}
        onSubmit={form.onSubmit}
        onFocus={preloadSharedApi}
        onPointerDown={preloadSharedApi}
        noValidate
      >
        <HtmlFormFields />
        <EmailField name="email" {...form.field('email')} />
        <SubmitButton busy={form.busy}>Send Reset Link</SubmitButton>
        <p className="account-form__switch">
          <Link to={paths.login} className="account-link">
            Back To Login
          </Link>
        </p>
      </form>
      <LoadingOverlay active={form.busy} label="Sending" />
    </>
  );
}

function Resend({ sentTo, sending }: { sentTo: string; sending: Sending }) {
  const form = useContractForm({ ...sending, initial: { email: sentTo } });
  return (
    <>
      <p className="account-card__text">
        We have sent a link to choose a new password to <strong>{sentTo}</strong>. It works once, for 1 hour. If it has not arrived in a few minutes, check your
        junk folder or send it again.
      </p>
      {/* The same site-server form as the first send, so a resend without JavaScript gets the same answer.
          Not `htmlFormProps`: its id is the anchor the 303 opens at, which here is the message above. */}
      <form
        className="account-member__actions"
        method="post"
        action={htmlFormAction('forgot-password')}
        onSubmit={form.onSubmit}
        onFocus={preloadSharedApi}
        onPointerDown={preloadSharedApi}
      >
        <HtmlFormFields />
        <input type="hidden" name="email" value={sentTo} />
        <Button type="submit" disabled={form.busy}>
          Resend Email
        </Button>
        <Link to={paths.login} className="account-link">
          Back To Login
        </Link>
      </form>
      <LoadingOverlay active={form.busy} label="Sending" />
    </>
  );
}
