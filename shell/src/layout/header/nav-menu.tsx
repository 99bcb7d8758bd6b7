import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { ChevronIcon } from '../icons';
import { navItems, type NavGroup } from '../nav-items';

type Variant = 'bar' | 'drawer';

interface DisclosureProps {
  label: string;
  groups: NavGroup[];
  variant: Variant;
  open: boolean;
  onToggle(): void;
  onClose(): void;
}

/**
 * A dropdown as a disclosure: a real button with aria-expanded controlling a list of links (the menu-button
 * pattern with arrow keys is for application menus, not site navigation). Escape closes it and returns focus
 * to its button. In the bar it also closes on a click elsewhere or when focus leaves it; in the drawer it is
 * an accordion that stays open while the visitor tabs on.
 */
function NavDisclosure({ label, groups, variant, open, onToggle, onClose }: DisclosureProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open || variant !== 'bar') return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, variant, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // Only this dropdown closes; the mobile menu around it stays open until a second Escape.
    event.stopPropagation();
    onClose();
    buttonRef.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (variant === 'bar' && open && !rootRef.current?.contains(event.relatedTarget as Node | null)) onClose();
  };

  return (
    <div ref={rootRef} className={`shell-disclosure${open ? ' shell-disclosure--open' : ''}`} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="shell-nav__link shell-disclosure__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {label}
        <ChevronIcon className="shell-disclosure__chevron" />
      </button>
      <div id={panelId} className={`shell-disclosure__panel shell-disclosure__panel--${groups.length > 1 ? 'columns' : 'list'}`} hidden={!open}>
        {groups.map((group, index) => (
          <div className="shell-disclosure__group" key={group.heading ?? index}>
            {group.heading && <p className="shell-disclosure__heading">{group.heading}</p>}
            <ul className="shell-disclosure__links" aria-label={group.heading}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="shell-disclosure__link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The main navigation: rendered once in the bar (wide screens) and once in the burger menu (narrow). */
export function NavMenu({ variant }: { variant: Variant }) {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpenMenu(null), []);
  // A followed link closes its dropdown.
  useEffect(close, [pathname, close]);

  return (
    <ul className={`shell-nav shell-nav--${variant}`}>
      {navItems.map((item) => (
        <li key={item.label} className="shell-nav__item">
          {item.kind === 'link' ? (
            <NavLink to={item.to} className="shell-nav__link">
              {item.label}
            </NavLink>
          ) : (
            <NavDisclosure
              label={item.label}
              groups={item.groups}
              variant={variant}
              open={openMenu === item.id}
              onToggle={() => setOpenMenu((current) => (current === item.id ? null : item.id))}
              onClose={close}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
