import type { AxiosInstance } from 'axios';
import { useState } from 'react';
import { messageOf } from '../../common/lib/errors';
import { sendEnrolmentLink } from '../api/second-factor-api';
import { useFocusHeading } from '../hooks/use-focus-heading';
import '../../gate/components/gate-screens.css';

/**
 * An account without a second factor, signed in with its password but without the e-mailed link: the
 * password alone opens nothing, so this is all the staff area shows. A new link goes to the account's own
 * address, never one typed here.
 */
export function CheckEmailScreen({ client, problem }: { client: AxiosInstance; problem?: string }) {
  const heading = useFocusHeading<HTMLHeadingElement>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setBusy(true);
    setSent(null);
    setError(null);
    try {
      setSent(await sendEnrolmentLink(client));
    } catch (e) {
      setError(await messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="staff-gate" aria-labelledby="staff-check-email-title">
      <h1 ref={heading} id="staff-check-email-title" tabIndex={-1} className="staff-heading__title">
        Check your e-mail
      </h1>
      {problem && (
        <p className="staff-gate__message" role="alert">
          {problem}
        </p>
      )}
      <p className="staff-gate__message">
        The staff area needs a second factor (an authenticator app) as well as your password. We have sent a link to set it up to your e-mail address.
      </p>
      <p>
        Open the link from that e-mail in this browser. It works once, for 24 hours. If you did not ask for access to the staff area, tell an administrator.
      </p>
      <p>
        <button type="button" className="ui-button ui-button--primary" disabled={busy} onClick={() => void send()}>
          Send me a new link
        </button>
      </p>
      {/* Always in the page, so the answer is announced when it arrives. */}
      <p role="status" className="staff-gate__status">
        {sent}
      </p>
      {error && (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
