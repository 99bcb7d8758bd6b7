import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Button, LoadingOverlay, paths, useContractForm } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import { preloadSharedApi, toastError, useLazyApiClient } from '../../screen/api/load-shared-api';
import { AccountLayout } from '../../screen/components/account-layout';
import { NeedsScript } from '../../screen/components/needs-script';
import { SubmitButton } from '../../screen/components/submit-button';
import { PasswordField } from '../../screen/components/password-field';

/** docs/product/accounts-and-guides.md reset-password: new and confirm password, then "Password Reset". Without a token the visitor goes to /. */
export function ResetPasswordScreen(props: RemoteProps) {
  const connect = useLazyApiClient(props);
  const token = useSearchParams()[0].get('token');
  const [done, setDone] = useState(false);
  const form = useContractForm({
    initial: { new_password: '', confirm_password: '' },
    // Both required, then alike; the length is the server's rule (docs/product/accounts-and-guides.md).
    check: async (values) => (await connect()).api.resetPasswordRequestSchema.safeParse({ ...values, token }),
    send: async (data) => {
      const { api, client } = await connect();
      await api.resetPassword(client, data);
      setDone(true);
    },
    // The server's message as it is (docs/product/accounts-and-guides.md), told on the new password.
    refused: async (error) => ({ field: 'new_password', message: (await connect()).api.errorMessage(error) }),
    tell: toastError,
  });

  if (!token) return <Navigate to={paths.home} replace />;

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
        onSubmit={form.onSubmit}
        onFocus={preloadSharedApi}
        onPointerDown={preloadSharedApi}
        noValidate
      >
        <PasswordField label="New password" autoComplete="new-password" {...form.field('new_password')} />
        <PasswordField label="Confirm password" autoComplete="new-password" {...form.field('confirm_password')} />
        <SubmitButton busy={form.busy}>Reset Password</SubmitButton>
      </form>
      <LoadingOverlay active={form.busy} label="Saving your new password" />
    </AccountLayout>
  );
}
