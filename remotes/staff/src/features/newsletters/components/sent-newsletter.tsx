import { mailingListLabels, newsletterPagePath, type StaffNewsletter } from '@tenants/shared';
import { DetailsList } from '../../common/components/details-list';
import { ListTable, type Column } from '../../common/components/list-table';
import { formatDateTimeZone } from '../../common/lib/format';
import { newsletterStatusLabels } from './newsletter-list';

/** While copies are still being queued or delivered: the letter's page asks again to show how far it has got. */
export const stillGoing = (newsletter: StaffNewsletter) =>
  newsletter.status === 'sending' || (newsletter.status === 'sent' && newsletter.sent + newsletter.bounced < newsletter.recipients);

type LinkRow = StaffNewsletter['links'][number] & { n: number };
const linkColumns: Array<Column<LinkRow>> = [
  { header: 'Link address', rowHeader: true, className: 'staff-table__break', cell: (link) => link.href },
  { header: 'Clicks', numeric: true, cell: (link) => link.clicks.toLocaleString('en-GB') },
];

/** Clicks on each link of the letter's body, counted without knowing who clicked (the API's link counter). */
function LinkClicks({ links }: { links: StaffNewsletter['links'] }) {
  if (!links.length) return <p>This newsletter has no web links to count clicks on.</p>;
  // The same address twice is two links (two places in the letter): each keeps its own row.
  const rows = links.map((link, n) => ({ ...link, n }));
  return <ListTable caption="Link clicks" columns={linkColumns} rows={rows} rowKey={(link) => String(link.n)} />;
}

/** Where a newsletter that went out stands, in one line: how many of its copies have been delivered. */
export function sentState(newsletter: StaffNewsletter): string {
  if (newsletter.status === 'sending') return `Sending: ${newsletter.sent.toLocaleString('en-GB')} of ${newsletter.recipients.toLocaleString('en-GB')}`;
  const when = newsletter.sentAt ? ` ${formatDateTimeZone(newsletter.sentAt)}` : '';
  return `Sent${when}`;
}

/** A newsletter being sent or sent: read-only, with what its sending came to and its web version. */
export function SentNewsletter({ newsletter }: { newsletter: StaffNewsletter }) {
  const rows: Array<[string, string]> = [
    ['Status', newsletterStatusLabels[newsletter.status]],
    ['List', mailingListLabels[newsletter.list]],
    ['Sent at', newsletter.sentAt ? formatDateTimeZone(newsletter.sentAt) : '—'],
    ['Recipients', String(newsletter.recipients)],
    ['Delivered', String(newsletter.sent)],
    ['Bounced', String(newsletter.bounced)],
    ['Unsubscribed', String(newsletter.unsubscribed)],
    ['Link clicks', String(newsletter.clicks)],
  ];
  return (
    <>
      <p className="staff-heading__intro">
        <span className={`staff-badge staff-badge--${newsletter.status}`} data-testid="newsletter-state">
          {sentState(newsletter)}
        </span>
        {stillGoing(newsletter) && (
          <>
            {' '}
            {newsletter.status === 'sent'
              ? `${newsletter.sent.toLocaleString('en-GB')} of ${newsletter.recipients.toLocaleString('en-GB')} delivered so far.`
              : 'This page follows its progress.'}
          </>
        )}
      </p>
      <section className="staff-panel" aria-labelledby="staff-newsletter-details">
        <h2 id="staff-newsletter-details" className="staff-panel__title">
          Details
        </h2>
        <DetailsList rows={rows} />
      </section>
      <LinkClicks links={newsletter.links} />
      {newsletter.status === 'sent' && (
        <p>
          <a href={newsletterPagePath(newsletter.slug)}>Web version</a>
        </p>
      )}
    </>
  );
}
