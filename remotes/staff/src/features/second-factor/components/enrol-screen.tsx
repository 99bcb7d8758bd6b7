import type { AxiosInstance } from 'axios';
import { useEffect, useState, type FormEvent } from 'react';
import { messageOf } from '../../common/lib/errors';
import { confirmTotp, startTotp } from '../api/second-factor-api';
import { useFocusHeading } from '../hooks/use-focus-heading';
import { CodeField } from './code-field';
import { RecoveryCodes } from './recovery-codes';

type Enrolment = Awaited<ReturnType<typeof startTotp>>;

/** The first staff sign-in: set up an authenticator app (QR code or the secret typed in), confirm its first code, then save the recovery codes. */
export function EnrolScreen({ client, onDone }: { client: AxiosInstance; onDone(): void }) {
  const heading = useFocusHeading<HTMLHeadingElement>();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  useEffect(() => {
    startTotp(client).then(setEnrolment, async (e: unknown) => setFailure(await messageOf(e)));
  }, [client]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setCodes(await confirmTotp(client, code));
    } catch (e) {
      setError(await messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  return (
    <section className="staff-gate">
      <h1 ref={heading} tabIndex={-1} className="staff-heading__title">
        Set up your second factor
      </h1>
      <p>
        The staff area asks for a code from an authenticator app as well as your password. Scan the QR code with the app on your phone, then enter the code it
        shows.
      </p>
      {failure && (
        <p className="staff-gate__message" role="alert">
          {failure}
        </p>
      )}
      {!enrolment && !failure && <p role="status">Preparing your QR code…</p>}
      {enrolment && (
        <>
          <img src={enrolment.qrCode} alt="QR code for your authenticator app" width={200} height={200} />
          <p>
            Cannot scan it? Enter this key in the app: <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <form onSubmit={(event) => void submit(event)} noValidate>
            <CodeField label="6-digit code from the app" value={code} onChange={setCode} error={error} />
            <button type="submit" className="ui-button ui-button--primary" disabled={busy}>
              Confirm
            </button>
          </form>
        </>
      )}
    </section>
  );
}
