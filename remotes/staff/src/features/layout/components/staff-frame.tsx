import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { BrandLogo, Container, paths, type StaffMember } from '@tenants/shared';
import { UnsavedChangesGuard } from '../../common/components/unsaved-changes-guard';
import { staffPaths } from '../../common/lib/staff-paths';
import './staff-frame.css';
import '../../common/components/staff-kit.css';

// Short names for the bar (the team page's role select uses the shared, longer `staffRoleLabels`).
const roleLabels: Record<StaffMember['role'], string> = { contributor: 'Contributor', staff: 'Staff', admin: 'Administrator' };

const sections = [
  { to: staffPaths.enquiries, label: 'Enquiries' },
  { to: staffPaths.consultations, label: 'Consultations' },
  { to: staffPaths.news, label: 'News' },
  { to: staffPaths.pages, label: 'Pages' },
  { to: staffPaths.menus, label: 'Menus' },
  { to: staffPaths.guides, label: 'Guides' },
  { to: staffPaths.newsletters, label: 'Newsletters' },
  { to: staffPaths.members, label: 'Members' },
  { to: staffPaths.lists, label: 'Lists' },
  { to: staffPaths.donations, label: 'Donations' },
  { to: staffPaths.events, label: 'Events' },
  { to: staffPaths.offers, label: 'Discounts' },
];

/** What each role can open: a contributor writes drafts in the news and pages desks only; admins also run the site settings, the team, the audit log and releases. */
function linksFor(role: StaffMember['role'] | undefined) {
  if (role === 'contributor')
    return sections.filter((section) => section.to === staffPaths.news || section.to === staffPaths.pages || section.to === staffPaths.events);
  if (role === 'admin')
    return [
      ...sections,
      { to: staffPaths.settings, label: 'Settings' },
      { to: staffPaths.team, label: 'Team' },
      { to: staffPaths.audit, label: 'Audit log' },
      { to: staffPaths.releases, label: 'Releases' },
    ];
  return sections;
}

/**
 * The bar's height, as --staff-top-height on the page's root (staff-frame.css, pages.css): a field or block
 * scrolled to, and a column kept in view, stop below the bar however many rows its links take (an
 * administrator's wrap to three at 1280 px), so nothing focused hides under it (WCAG 2.4.11).
 */
function useBarHeight(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--staff-top-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--staff-top-height');
    };
  }, [bar]);
}

interface Props {
  /** The site's name, for the logo (the run-time config's brand). */
  product: string;
  me?: StaffMember;
  /** Ends the session (asked first when something typed is unsaved). */
  onSignOut?: () => void;
  children: ReactNode;
}

/**
 * The staff area's own frame: the shell draws no public header or footer on /staff routes, only
 * the skip link and main. A bar that stays at the top (the site's logo back to /, the staff navigation, who is
 * signed in, Sign out); on a narrow screen the navigation folds behind a Menu button. Before the gate lets
 * anyone in, the bar has the logo and title only.
 */
export function StaffFrame({ product, me, onSignOut, children }: Props) {
  const links = linksFor(me?.role);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const bar = useRef<HTMLElement>(null);
  useBarHeight(bar);

  return (
    <div className="staff">
      <header className="staff-top" ref={bar}>
        <Container className="staff-top__inner">
          <Link to={paths.home} className="staff-top__logo">
            <BrandLogo product={product} />
          </Link>
          <p className="staff-top__title">
            <NavLink to={staffPaths.home} end className="staff-top__home">
              Staff area
            </NavLink>
          </p>
          {me && (
            <>
              <button type="button" className="staff-top__menu" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
                {open ? 'Close menu' : 'Menu'}
              </button>
              {/* Outside the folding panel: Sign out stays in sight at every width. */}
              {onSignOut && (
                <button type="button" className="staff-button staff-button--on-dark staff-top__signout" onClick={onSignOut}>
                  Sign out
                </button>
              )}
              <div
                id={panelId}
                className={open ? 'staff-top__panel staff-top__panel--open' : 'staff-top__panel'}
                // A link followed from the open menu lands on its page with the menu folded away.
                onClick={(event) => {
                  if ((event.target as Element).closest('a')) setOpen(false);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Escape' && open) setOpen(false);
                }}
              >
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
                <div className="staff-top__account">
                  <p className="staff-top__user" data-testid="staff-user">
                    <span className="ui-visually-hidden">Signed in as </span>
                    <strong>
                      {me.firstname} {me.lastname}
                    </strong>{' '}
                    <span className="staff-top__role">{roleLabels[me.role]}</span>
                  </p>
                </div>
              </div>
            </>
          )}
        </Container>
      </header>
      <Container className="staff-main">{children}</Container>
      <UnsavedChangesGuard />
    </div>
  );
}
