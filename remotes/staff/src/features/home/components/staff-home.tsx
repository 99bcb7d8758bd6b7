import { Link } from 'react-router-dom';
import { PageHeading } from '../../common/components/page-heading';
import { useStaff } from '../../common/hooks/staff-context';
import { staffPaths } from '../../common/lib/staff-paths';

const parts = [
  { to: staffPaths.enquiries, title: 'Enquiries', text: 'Read, assign and close the enquiries sent through the website, with notes.' },
  { to: staffPaths.news, title: 'News', text: 'Write, preview, schedule and publish articles.' },
  { to: staffPaths.members, title: 'Members', text: 'Find members, deactivate or reactivate accounts, and erase them on request.' },
  { to: staffPaths.lists, title: 'Lists', text: 'The newsletter, e-mail broadcast and WhatsApp lists.' },
  { to: staffPaths.donations, title: 'Donations', text: 'Donations and their monthly totals.' },
  { to: '/staff/security', title: 'Security', text: 'Your passkeys: confirm it is you with this device instead of a code.' },
];

/** /staff: where each part of the staff area is. */
export function StaffHome() {
  const { me } = useStaff();
  const items =
    me.role === 'admin'
      ? [
          ...parts,
          { to: staffPaths.audit, title: 'Audit log', text: 'Every change made in the staff area, by whom and when.' },
          { to: staffPaths.releases, title: 'Releases', text: 'Each part of the site’s versions and their errors and speed; start a canary, promote it or roll back.' },
        ]
      : parts;
  return (
    <>
      <PageHeading title="Staff area">
        <p className="staff-heading__intro">Welcome, {me.firstname}.</p>
      </PageHeading>
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
