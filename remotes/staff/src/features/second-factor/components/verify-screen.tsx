import type { AxiosInstance } from 'axios';
import { useState, type FormEvent } from 'react';
import { messageOf, wasCancelled } from '../../common/lib/errors';
import { verifyCode, verifyPasskey } from '../api/second-factor-api';
import { useFocusHeading } from '../hooks/use-focus-heading';
import { signWithPasskey } from '../lib/use-passkey';
import { CodeField } from './code-field';
import '../../gate/components/gate-screens.css';

/** A later sign-in: a code from the app, a recovery code, or a passkey. */
export function VerifyScreen({ client, passkeys, onDone }: { client: AxiosInstance; passkeys: boolean; onDone(): void }) {
  const heading = useFocusHeading<HTMLHeadingElement>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>, report: (message: string) => void) => {
    setBusy(true);
    setError(null);
    setPasskeyError(null);
    try {
      await action();
      onDone();
    } catch (e) {
      if (!wasCancelled(e)) report(await messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => verifyCode(client, code), setError);
  };
  const usePasskey = () => void run(async () => verifyPasskey(client, await signWithPasskey(client)), setPasskeyError);

  return (
    <section className="staff-gate">
      <h1 ref={heading} tabIndex={-1} className="staff-heading__title">
        Confirm it&apos;s you
      </h1>
      <form onSubmit={submit} noValidate>
        <CodeField label="Code from your authenticator app, or a recovery code" value={code} onChange={setCode} error={error} />
        <button type="submit" className="ui-button ui-button--primary" disabled={busy}>
          Confirm
        </button>
      </form>
      {passkeys && (
        <p>
          <button type="button" className="ui-button" disabled={busy} onClick={usePasskey}>
            Use a passkey
          </button>
          {passkeyError && (
            <span className="ui-field__error" role="alert">
              {' '}
              {passkeyError}
            </span>
          )}
        </p>
      )}
    </section>
  );
}
