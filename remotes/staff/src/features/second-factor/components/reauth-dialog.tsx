import { useEffect, useState, type FormEvent } from 'react';
import { Dialog } from '../../common/components/dialog';
import { useStaff } from '../../common/hooks/staff-context';
import { messageOf, wasCancelled } from '../../common/lib/errors';
import { reauth } from '../api/second-factor-api';
import { onReauth, settleReauth } from '../lib/reauth-broker';
import { signWithPasskey } from '../lib/use-passkey';
import { CodeField } from './code-field';

/**
 * "Confirm it's you": shown when a sensitive call (erase, deactivate, reactivate, an export) was
 * refused for want of a fresh confirmation; the call goes again once the password, a code or a passkey is given.
 * Releases, newsletters, invitations and passkeys want a second factor: the dialog then offers no password.
 */
export function ReauthHost() {
  const [asked, setAsked] = useState<{ factorOnly: boolean } | null>(null);
  useEffect(() => onReauth((open, factorOnly) => setAsked(open ? { factorOnly } : null)), []);
  // Keyed: a dialog that turns factor-only starts again on the code.
  return asked ? <ReauthDialog key={String(asked.factorOnly)} factorOnly={asked.factorOnly} /> : null;
}

function ReauthDialog({ factorOnly }: { factorOnly: boolean }) {
  const { client } = useStaff();
  const [mode, setMode] = useState<'password' | 'code'>(factorOnly ? 'code' : 'password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (proof: () => Promise<Parameters<typeof reauth>[1]>) => {
    setBusy(true);
    setError(null);
    try {
      await reauth(client, await proof());
      settleReauth(true);
    } catch (e) {
      if (!wasCancelled(e)) setError(await messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => (mode === 'password' ? { password: value } : { code: value }));
  };
  const cancel = () => settleReauth(false);

  return (
    <Dialog title="Confirm it's you" onClose={cancel}>
      <p>
        {factorOnly
          ? 'This needs your second factor (a code from your authenticator app, a recovery code or a passkey) from the last 5 minutes; a password is not enough.'
          : 'This needs your password or a second factor from the last 5 minutes.'}
      </p>
      <form onSubmit={submit} noValidate>
        {mode === 'password' ? (
          <CodeField key="password" label="Your password" type="password" autoComplete="current-password" value={value} onChange={setValue} error={error} />
        ) : (
          <CodeField key="code" label="Code from your authenticator app, or a recovery code" value={value} onChange={setValue} error={error} />
        )}
        <p className="staff-dialog__actions">
          <button type="submit" className="ui-button ui-button--primary" disabled={busy}>
            Confirm
          </button>{' '}
          {!factorOnly && (
            <>
              <button
                type="button"
                className="ui-button"
                onClick={() => {
                  setMode(mode === 'password' ? 'code' : 'password');
                  setValue('');
                  setError(null);
                }}
              >
                {mode === 'password' ? 'Use a code instead' : 'Use your password instead'}
              </button>{' '}
            </>
          )}
          <button type="button" className="ui-button" disabled={busy} onClick={() => void run(async () => ({ passkey: await signWithPasskey(client) }))}>
            Use a passkey
          </button>{' '}
          <button type="button" className="ui-button" onClick={cancel}>
            Cancel
          </button>
        </p>
      </form>
    </Dialog>
  );
}
