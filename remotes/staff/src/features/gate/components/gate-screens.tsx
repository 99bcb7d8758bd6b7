import { Link, useLocation } from 'react-router-dom';
import { staffMessages } from '@tenants/shared';
import { PageHeading } from '../../common/components/page-heading';
import { staffPaths } from '../../common/lib/staff-paths';
import './gate-screens.css';

/** No session, or it ended (the idle limit's message when the API gave it). */
export function SignedOutScreen({ message }: { message: string }) {
  // The login page sends the staff member back here once they are in.
  const { pathname, search } = useLocation();
  const login = `${staffPaths.login}?next=${encodeURIComponent(pathname + search)}`;
  return (
    <section className="staff-gate">
      <PageHeading title="Please log in" />
      <p className="staff-gate__message">{message}</p>
      <p>
        <Link to={login} className="ui-button ui-button--primary">
          Log in
        </Link>
      </p>
    </section>
  );
}

/** A member who is not staff. */
export function NotAllowedScreen({ message = staffMessages.notAllowed }: { message?: string }) {
  return (
    <section className="staff-gate">
      <PageHeading title="Not allowed" />
      <p className="staff-gate__message">{message}</p>
    </section>
  );
}

/** The check itself failed (a lost connection, the API down). */
export function GateFailedScreen({ onRetry, message }: { onRetry(): void; message: string }) {
  return (
    <section className="staff-gate">
      <PageHeading title="Something went wrong" />
      <p className="staff-gate__message">{message}</p>
      <p>
        <button type="button" className="ui-button ui-button--primary" onClick={onRetry}>
          Try again
        </button>
      </p>
    </section>
  );
}

/** While the gate asks who is signed in. */
export function CheckingScreen() {
  return (
    <p className="staff-status" role="status">
      Checking your access…
    </p>
  );
}
