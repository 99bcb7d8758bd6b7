import { memo, useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { closeTheOthers } from '../../app/details-group';
import { HydrateLater } from '../../app/hydrate-later';
import { useDetails } from '../../app/use-details';
import { FrameLink } from '../frame-link';
import { ChevronIcon } from '../icons';
import { useSiteData } from '../../pages/content/site-data';
import { navItems, type NavGroup } from '../nav-items';

type Variant = 'bar' | 'drawer';

interface DisclosureProps {
  label: string;
  groups: NavGroup[];
  variant: Variant;
  /** The dropdowns of one menu share a `<details name>`: opening one closes the other, without script too. */
  group: string;
}

/**
 * A dropdown as a disclosure: a `<details>` whose summary shows or hides a list of links (the menu-button
 * pattern with arrow keys is for application menus, not site navigation). It opens and closes without
 * JavaScript, and the browser tells assistive technology whether it is expanded. Its `open` is never set by
 * React's rendering, so one opened before the page was live stays open as it hydrates; once live, Escape
 * closes it and returns focus to its summary, and in the bar it also closes on a click elsewhere or when
 * focus leaves it; in the drawer it is an accordion that stays open while the visitor tabs on. A followed
 * link closes it.
 */
function NavDisclosure({ label, groups, variant, group }: DisclosureProps) {
  const { pathname } = useLocation();
  const { ref: rootRef, open, close, onToggle } = useDetails([pathname]);
  const summaryRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open || variant !== 'bar') return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, variant]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !rootRef.current?.open) return;
    // Only this dropdown closes; the mobile menu around it stays open until a second Escape.
    event.stopPropagation();
    close();
    summaryRef.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (variant === 'bar' && rootRef.current?.open && !rootRef.current.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    // suppressHydrationWarning: `open` differs from the server's when the visitor opened it before the page was live.
    <details
      ref={rootRef}
      name={group}
      className="shell-disclosure"
      onToggle={(event) => {
        closeTheOthers(event);
        onToggle(event);
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      suppressHydrationWarning
    >
      <summary ref={summaryRef} className="shell-nav__link shell-disclosure__button">
        {label}
        <ChevronIcon className="shell-disclosure__chevron" />
      </summary>
      <div className={`shell-disclosure__panel shell-disclosure__panel--${groups.length > 1 ? 'columns' : 'list'}`}>
        {groups.map((links, index) => (
          <div className="shell-disclosure__group" key={links.heading ?? index}>
            {links.heading && <p className="shell-disclosure__heading">{links.heading}</p>}
            <ul className="shell-disclosure__links" aria-label={links.heading}>
              {links.links.map((link) => (
                <li key={link.to}>
                  <FrameLink to={link.to} current={pathname} className="shell-disclosure__link">
                    {link.label}
                  </FrameLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </details>
  );
}

interface MenuProps {
  variant: Variant;
  /** Whether this copy is out of sight as the server's page hydrates: its hydration then waits (HydrateLater). */
  unseen?: () => boolean;
}

/**
 * The main navigation: rendered once in the bar (wide screens) and once in the burger menu (narrow).
 * Memoised: the header draws again as the page scrolls, and a copy still held as the server's HTML must see
 * no new props (HydrateLater).
 */
export const NavMenu = memo(function NavMenu({ variant, unseen }: MenuProps) {
  const group = useId();
  const { navigation } = useSiteData();
  const { pathname } = useLocation();
  const menu = (
    <ul className={`shell-nav shell-nav--${variant}`}>
      {navItems(navigation).map((item) => (
        <li key={item.label} className="shell-nav__item">
          {item.kind === 'link' ? (
            <FrameLink to={item.to} current={pathname} className="shell-nav__link">
              {item.label}
            </FrameLink>
          ) : (
            <NavDisclosure label={item.label} groups={item.groups} variant={variant} group={group} />
          )}
        </li>
      ))}
    </ul>
  );
  return unseen ? <HydrateLater unseen={unseen}>{menu}</HydrateLater> : menu;
});
