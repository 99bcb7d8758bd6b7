import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Container, type StaffMember } from '@tenants/shared';
import { staffPaths } from '../../common/lib/staff-paths';
import './staff.css';

const roleLabels: Record<StaffMember['role'], string> = { staff: 'Staff', admin: 'Administrator' };

const sections = [
  { to: staffPaths.enquiries, label: 'Enquiries' },
  { to: staffPaths.news, label: 'News' },
  { to: staffPaths.newsletters, label: 'Newsletters' },
  { to: staffPaths.members, label: 'Members' },
  { to: staffPaths.lists, label: 'Lists' },
  { to: staffPaths.donations, label: 'Donations' },
];

/**
 * The staff area's frame inside the site's page: a navy band (under the shell's fixed header) with the staff
 * navigation and who is signed in, then the page. Before the gate lets anyone in, the band has no navigation.
 */
export function StaffFrame({ me, children }: { me?: StaffMember; children: ReactNode }) {
  const links = me?.role === 'admin' ? [...sections, { to: staffPaths.audit, label: 'Audit log' }, { to: staffPaths.releases, label: 'Releases' }] : sections;
  return (
    <div className="staff">
      <div className="staff-bar">
        <Container className="staff-bar__inner">
          <p className="staff-bar__title">
            <NavLink to={staffPaths.home} end className="staff-bar__home">
              Staff area
            </NavLink>
          </p>
          {me && (
            <>
              <nav className="staff-nav" aria-label="Staff">
                <ul className="staff-nav__list">
                  {links.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} className="staff-nav__link">
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <p className="staff-bar__user" data-testid="staff-user">
                <span className="ui-visually-hidden">Signed in as </span>
                <strong>
                  {me.firstname} {me.lastname}
                </strong>{' '}
                <span className="staff-bar__role">{roleLabels[me.role]}</span>
              </p>
            </>
          )}
        </Container>
      </div>
      <Container className="staff-main">{children}</Container>
    </div>
  );
}
