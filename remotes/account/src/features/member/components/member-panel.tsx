import { Button } from '@tenants/shared/core';
import { guidesPage, scrollToGuides } from '../lib/scroll-to-guides';

interface Props {
  /** "You can now access all our guides." (login) or "Thanks for signing up!" (sign-up). */
  message: string;
  /** The login screen also offers Logout (docs/product/accounts-and-guides.md). */
  onLogout?: () => void;
}

/** What a logged-in member sees on the login and sign-up screens. */
export function MemberPanel({ message, onLogout }: Props) {
  return (
    <div className="account-member">
      <p className="account-member__message">{message}</p>
      <div className="account-member__actions">
        <Button to={guidesPage} onClick={() => scrollToGuides()}>
          View Guides
        </Button>
        {onLogout && (
          <button type="button" className="account-link" onClick={onLogout}>
            Logout
          </button>
        )}
      </div>
    </div>
  );
}
