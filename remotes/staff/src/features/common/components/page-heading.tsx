import type { ReactNode } from 'react';
import './page-heading.css';

interface Props {
  title: ReactNode;
  /** Links or buttons beside the title (New article, Download CSV). */
  actions?: ReactNode;
  /** A way back to the list the page came from. */
  back?: ReactNode;
  children?: ReactNode;
}

/**
 * A staff page's heading. The h1 takes focus programmatically (tabIndex -1): the shell moves focus to the
 * new page's h1 after each change of address, so a screen reader announces where the member of staff is.
 */
export function PageHeading({ title, actions, back, children }: Props) {
  return (
    <header className="staff-heading">
      {back && <p className="staff-heading__back">{back}</p>}
      <div className="staff-heading__row">
        <h1 className="staff-heading__title" tabIndex={-1}>
          {title}
        </h1>
        {actions && <div className="staff-heading__actions">{actions}</div>}
      </div>
      {children}
    </header>
  );
}

/** A record's page before its data is in: its heading, and Loading… or why it could not be shown. */
export function NotLoaded({ title, back, loading, failure }: { title: string; back?: ReactNode; loading: boolean; failure: string }) {
  return (
    <>
      <PageHeading title={title} back={back} />
      <p className="staff-status" role="status">
        {loading ? 'Loading…' : failure}
      </p>
    </>
  );
}
