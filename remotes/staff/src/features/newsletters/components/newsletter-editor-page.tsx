import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { StaffNewsletter } from '@tenants/shared';
import { PageHeading } from '../../common/components/page-heading';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { staffPaths } from '../../common/lib/staff-paths';
import type { ScreenProps } from '../../../expose/staff-routes';
import { getNewsletter } from '../api/newsletters-api';
import { NewsletterForm } from './newsletter-form';
import { SentNewsletter, stillGoing } from './sent-newsletter';

const backLink = (
  <Link to={staffPaths.newsletters} className="staff-back">
    All newsletters
  </Link>
);

/** /staff/newsletters/new and /staff/newsletters/:id: compose, or a saved newsletter (read-only once sending). */
export function NewsletterEditorPage({ params }: ScreenProps) {
  if (!params.id) {
    return (
      <>
        <PageHeading title="New newsletter" back={backLink} />
        <NewsletterForm />
      </>
    );
  }
  return <ExistingNewsletter id={params.id} />;
}

/** While copies are still being queued or delivered, the page asks again this often to show how far it has got. */
const progressEveryMs = 5000;

function ExistingNewsletter({ id }: { id: string }) {
  const { client } = useStaff();
  const { state } = useLocation();
  // The newsletter a first save hands over as it moves here: shown at once, but always asked for again, for
  // the history keeps it across a reload and Back, when it no longer says where the newsletter stands.
  const handed = (state as { newsletter?: StaffNewsletter } | null)?.newsletter;
  const loaded = useLoad((signal) => getNewsletter(client, id, signal), [client, id]);
  const newsletter = loaded.data ?? (handed?.id === id ? handed : undefined);
  const reload = useRef(loaded.reload);
  reload.current = loaded.reload;
  const going = newsletter ? stillGoing(newsletter) : false;
  useEffect(() => {
    if (!going) return undefined;
    const timer = setInterval(() => reload.current(), progressEveryMs);
    return () => clearInterval(timer);
  }, [going]);
  return (
    <>
      <PageHeading title={newsletter ? newsletter.subject : 'Newsletter'} back={backLink} />
      {newsletter ? (
        newsletter.status === 'sending' || newsletter.status === 'sent' ? (
          <SentNewsletter newsletter={newsletter} />
        ) : (
          // A newsletter scheduled or sent elsewhere since this one was drawn starts the form afresh.
          <NewsletterForm key={`${newsletter.id}:${newsletter.status}`} newsletter={newsletter} onSent={() => reload.current()} />
        )
      ) : (
        <p className="staff-status" role="status">
          {loaded.loading ? 'Loading…' : 'This newsletter could not be loaded.'}
        </p>
      )}
    </>
  );
}
