import type { AxiosInstance } from 'axios';
import { useEffect, useState, type FormEvent } from 'react';
import { messageOf, statusOf } from '../../common/lib/errors';
import { confirmTotp, startTotp } from '../api/second-factor-api';
import { useFocusHeading } from '../hooks/use-focus-heading';
import { CodeField } from './code-field';
import { RecoveryCodes } from './recovery-codes';
import '../../gate/components/gate-screens.css';

type Enrolment = Awaited<ReturnType<typeof startTotp>>;

/**
 * Enrolling from the e-mailed link: set up an authenticator app (QR code or the secret typed in), confirm its
 * first code, then save the recovery codes. A link the API refuses (used, expired, another account's) goes
 * back to "check your e-mail" with its words.
 */
export function EnrolScreen({
  client,
  enrolmentCode,
  onRefused,
  onDone,
}: {
  client: AxiosInstance;
  enrolmentCode: string;
  onRefused(message: string): void;
  onDone(): void;
}) {
  const heading = useFocusHeading<HTMLHeadingElement>();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  useEffect(() => {
    startTotp(client, enrolmentCode).then(setEnrolment, async (e: unknown) => {
      if (statusOf(e) === 403) onRefused(await messageOf(e));
      else setFailure(await messageOf(e));
    });
    // Once per link: a new `onRefused` at each render must not start the enrolment again.
  }, [client, enrolmentCode]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setCodes(await confirmTotp(client, code, enrolmentCode));
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
        shows. This uses up the link we e-mailed you.
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
