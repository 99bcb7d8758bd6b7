import { Link } from 'react-router-dom';
import { PageHeading } from '../../common/components/page-heading';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { staffPaths } from '../../common/lib/staff-paths';
import { getSummary } from '../api/summary-api';
import './staff-home.css';

type Summary = Awaited<ReturnType<typeof getSummary>>;

/** The day's counts, each opening the list it counts, already filtered. */
const counts: ReadonlyArray<{ key: keyof Summary; one: string; many: string; to: string; contributor?: boolean }> = [
  { key: 'review', one: 'article waiting for review', many: 'articles waiting for review', to: `${staffPaths.news}?review=submitted` },
  { key: 'pageReview', one: 'page waiting for review', many: 'pages waiting for review', to: `${staffPaths.pages}?review=submitted` },
  { key: 'newEnquiries', one: 'new enquiry', many: 'new enquiries', to: `${staffPaths.enquiries}?status=new` },
  { key: 'unassignedEnquiries', one: 'unassigned enquiry', many: 'unassigned enquiries', to: `${staffPaths.enquiries}?assignedTo=none` },
  { key: 'myEnquiries', one: 'open enquiry assigned to you', many: 'open enquiries assigned to you', to: `${staffPaths.enquiries}?assignedTo=me` },
  { key: 'consultationRequests', one: 'consultation request waiting', many: 'consultation requests waiting', to: staffPaths.consultations },
  { key: 'drafts', one: 'draft article', many: 'draft articles', to: `${staffPaths.news}?state=draft`, contributor: true },
];
/** A contributor's own articles and pages an editor sent back with a note. */
const returnedCounts = [
  { key: 'review' as const, one: 'article sent back to you', many: 'articles sent back to you', to: `${staffPaths.news}?review=returned` },
  { key: 'pageReview' as const, one: 'page sent back to you', many: 'pages sent back to you', to: `${staffPaths.pages}?review=returned` },
];
/** What a contributor can do in the news desk, on their home page's card. */
const contributorNews = {
  to: staffPaths.news,
  title: 'News',
  text: 'Write drafts (they save as you type), submit them for review, and suggest changes to published articles. An editor publishes them and may send them back with a note.',
};
/** What a contributor can do in the pages desk. */
const contributorPages = {
  to: staffPaths.pages,
  title: 'Pages',
  text: 'Change the site’s pages as drafts and submit them for review. An editor publishes them and may send them back with a note.',
};

const parts = [
  { to: staffPaths.enquiries, title: 'Enquiries', text: 'Read, assign and close the enquiries sent through the website, with notes.' },
  { to: staffPaths.news, title: 'News', text: 'Write, preview, schedule and publish articles; review contributors’ drafts and suggestions.' },
  { to: staffPaths.members, title: 'Members', text: 'Find members, deactivate or reactivate accounts, and erase them on request.' },
  { to: staffPaths.lists, title: 'Lists', text: 'The newsletter, e-mail broadcast and WhatsApp lists.' },
  { to: staffPaths.donations, title: 'Donations', text: 'Donations and their monthly totals.' },
  { to: staffPaths.security, title: 'Security', text: 'Your passkeys: confirm it is you with this device instead of a code.' },
];

/** /staff: where each part of the staff area is. */
export function StaffHome() {
  const { me, client } = useStaff();
  const summary = useLoad((signal) => getSummary(client, signal), [client]);
  const contributor = me.role === 'contributor';
  // A contributor writes in the news desk and the pages desk only: the rest is not theirs to open.
  const shownCounts = contributor ? [...returnedCounts, ...counts.filter((count) => count.contributor)] : counts;
  const items = contributor
    ? [contributorNews, contributorPages, ...parts.filter((part) => part.to === staffPaths.security)]
    : me.role === 'admin'
      ? [
          ...parts,
          { to: staffPaths.team, title: 'Team', text: 'Invite colleagues to the staff area and withdraw invitations.' },
          { to: staffPaths.audit, title: 'Audit log', text: 'Every change made in the staff area, by whom and when.' },
          {
            to: staffPaths.releases,
            title: 'Releases',
            text: 'Each part of the site’s versions and their errors and speed; start a canary, promote it or roll back.',
          },
        ]
      : parts;
  return (
    <>
      <PageHeading title="Staff area">
        <p className="staff-heading__intro">Welcome, {me.firstname}.</p>
      </PageHeading>
      <section aria-labelledby="staff-home-counts" className="staff-home__counts">
        <h2 id="staff-home-counts" className="ui-visually-hidden">
          Waiting for you
        </h2>
        <p className="ui-visually-hidden" role="status">
          {summary.loading && !summary.data ? 'Loading the counts…' : ''}
        </p>
        <ul className="staff-counts">
          {shownCounts.map((count) => {
            const n = summary.data?.[count.key];
            return (
              <li key={count.key} className="staff-counts__item">
                <Link to={count.to} className="staff-counts__link">
                  <span className="staff-counts__number">{n === undefined ? '—' : n.toLocaleString('en-GB')}</span>{' '}
                  <span className="staff-counts__label">{n === 1 ? count.one : count.many}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <ul className="staff-cards">
        {items.map((item) => (
          <li key={item.to} className="staff-card">
            <h2 className="staff-card__title">
              <Link to={item.to}>{item.title}</Link>
            </h2>
            <p className="staff-card__text">{item.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
