import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { StaffEnquiry } from '@tenants/shared';
import { DetailsList } from '../../common/components/details-list';
import { NotesTimeline } from '../../common/components/notes-timeline';
import { NotLoaded, PageHeading } from '../../common/components/page-heading';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { formatDateTime } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
import type { ScreenProps } from '../../../expose/staff-routes';
import { getEnquiry } from '../api/enquiries-api';
import { leaseHeldLabel } from '../lib/labels';
import { Handling } from './enquiry-handling';
import { Reply } from './enquiry-reply';
import './enquiries.css';

/**
 * /staff/enquiries/:id: every answer of the wizard; the handling (status, assignee and a note, saved together);
 * the notes and replies in one timeline; and a reply by e-mail.
 */
export function EnquiryPage({ params }: ScreenProps) {
  const id = params.id ?? '';
  const { client } = useStaff();
  const location = useLocation();
  const back = (location.state as { back?: string } | null)?.back ?? '';
  const enquiry = useLoad((signal) => getEnquiry(client, id, signal), [client, id]);
  // A save answers the whole enquiry: shown at once, without asking for it again.
  const [current, setCurrent] = useState<StaffEnquiry | undefined>();
  useEffect(() => {
    if (enquiry.data) setCurrent(enquiry.data);
  }, [enquiry.data]);

  const backLink = (
    <Link to={`${staffPaths.enquiries}${back}`} className="staff-back">
      All enquiries
    </Link>
  );

  const data = current ?? enquiry.data;
  if (!data) return <NotLoaded title="Enquiry" back={backLink} loading={enquiry.loading} failure="This enquiry could not be loaded." />;
  return (
    <>
      <PageHeading title={`Enquiry from ${data.firstname} ${data.lastname}`} back={backLink}>
        <p className="staff-heading__intro">Received {formatDateTime(data.createdAt)}</p>
      </PageHeading>
      <div className="staff-columns">
        <section aria-labelledby="staff-enquiry-answers" className="staff-panel">
          <h2 id="staff-enquiry-answers" className="staff-panel__title">
            Answers
          </h2>
          <Answers enquiry={data} />
        </section>
        <div className="staff-columns__side">
          <Handling enquiry={data} onSaved={setCurrent} />
          <Reply enquiry={data} onSent={(answer) => (answer ? setCurrent(answer) : enquiry.reload())} />
          <Timeline enquiry={data} />
        </div>
      </div>
    </>
  );
}

function Answers({ enquiry }: { enquiry: StaffEnquiry }) {
  const rows: Array<[string, ReactNode]> = [
    ['Type of help', enquiry.type],
    ['Annual rent', enquiry.annualRent],
    ['Lease held', leaseHeldLabel(enquiry.isLeaseHeld)],
    ['City / company', enquiry.city],
    ['Comments', enquiry.comments ? <span className="staff-prewrap">{enquiry.comments}</span> : 'None'],
    ['Name', `${enquiry.firstname} ${enquiry.lastname}`],
    ['E-mail', <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>],
    ['Phone', enquiry.phone ? <a href={`tel:${enquiry.phone}`}>{enquiry.phone}</a> : 'None'],
    ['Newsletter', enquiry.isSubscribe ? 'Subscribed' : 'Not subscribed'],
  ];
  return <DetailsList rows={rows} />;
}

/** The notes staff wrote and the replies e-mailed to the enquirer, oldest first, in one list. */
function Timeline({ enquiry }: { enquiry: StaffEnquiry }) {
  return (
    <section aria-labelledby="staff-enquiry-notes" className="staff-panel">
      <h2 id="staff-enquiry-notes" className="staff-panel__title">
        Notes and replies
      </h2>
      <NotesTimeline notes={enquiry.notes} empty="No notes or replies yet." />
    </section>
  );
}
