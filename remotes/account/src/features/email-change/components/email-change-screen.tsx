import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Button, LoadingOverlay, paths } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import { preloadSharedApi, useLazyApiClient } from '../../screen/api/load-shared-api';
import { AccountLayout } from '../../screen/components/account-layout';
import { NeedsScript } from '../../screen/components/needs-script';

/**
 * /account/email?token=: the link mailed to a member's new address. Opening it changes nothing (mail
 * scanners open links); the button confirms. Without a token the visitor goes home.
 */
export function EmailChangeScreen(props: RemoteProps) {
  const connect = useLazyApiClient(props);
  const [params] = useSearchParams();
  const token = params.get('token');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  if (!token) return <Navigate to={paths.home} replace />;

  async function confirm() {
    setBusy(true);
    const { api, client } = await connect();
    try {
      setOutcome({ ok: true, text: (await api.confirmEmailChange(client, token!)) ?? '' });
    } catch (error) {
      setOutcome({ ok: false, text: api.errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  if (outcome?.ok) {
    return (
      <AccountLayout title="E-mail Address Changed" view="done">
        <p className="account-card__text">{outcome.text}</p>
        <Button to={paths.login}>Log In</Button>
      </AccountLayout>
    );
  }

  return (
    <AccountLayout
      title="Confirm Your New E-mail Address"
      view="form"
      intro="Confirm to use this address for your account from now on."
      notice={outcome ? <span className="account-data__notice--problem">{outcome.text}</span> : undefined}
    >
      <NeedsScript to="confirm your new e-mail address" />
      <button type="button" className="ui-button" onClick={() => void confirm()} onPointerDown={preloadSharedApi} onFocus={preloadSharedApi} disabled={busy}>
        {busy ? 'Confirming…' : 'Confirm my new e-mail address'}
      </button>
      <LoadingOverlay active={busy} label="Confirming your new e-mail address" />
    </AccountLayout>
  );
}
