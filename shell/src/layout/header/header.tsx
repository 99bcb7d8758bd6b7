import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { above, BrandLogo, Button, paths } from '@tenants/shared/core';
import { useInAppLinks } from '../../app/in-app-links';
import { useRuntimeConfig } from '../../app/runtime-config';
import { useDetails } from '../../app/use-details';
import { useAuthStore } from '../../stores/auth-store';
import { FrameLink } from '../frame-link';
import { MenuIcon, UserIcon } from '../icons';
import { useMediaQuery } from '../use-media-query';
import { MobileMenu } from './mobile-menu';
import { NavMenu } from './nav-menu';
import { useScrolled } from './use-scrolled';
import { useScrollLock } from './use-scroll-lock';
import './header.css';

export { mobileMenuId } from './mobile-menu';

/** The burger menu is for screens below laptop (1203 px); the bar's own links take over from there up. */
const wideQuery = above('laptop');
/** Whether the bar's own links are out of sight (below laptop) as the server's page hydrates. */
const narrow = () => !window.matchMedia(wideQuery).matches;

/** The fixed site header of docs/product/pages-and-navigation.md "Header and menu". */
export function Header() {
  const { pathname } = useLocation();
  const { brand } = useRuntimeConfig();
  const loggedIn = useAuthStore((s) => s.loggedIn);
  const wide = useMediaQuery(wideQuery);
  const scrolled = useScrolled();
  // The burger menu is a `<details>`: it opens without JavaScript, and one opened before the page was live
  // stays open as it hydrates. Navigating, or widening the window past the burger breakpoint, closes it (and
  // so unlocks scrolling).
  const { ref: menuRef, open: menuOpen, close: closeMenu, onToggle: onMenuToggle } = useDetails([pathname, wide]);
  const burgerRef = useRef<HTMLElement>(null);
  const onLinkClick = useInAppLinks();

  useScrollLock(menuOpen);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeMenu();
      burgerRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const home = pathname === paths.home;
  // Home opens on its full-height hero: on wide screens the bar waits until the visitor scrolls. It still
  // slides in when a keyboard user tabs into it (see header.css), so the links are never out of reach.
  const hidden = home && wide && !scrolled;
  const solid = scrolled || menuOpen || pathname.startsWith('/insights/');
  const className = ['shell-header', solid && 'shell-header--solid', hidden && 'shell-header--hidden'].filter(Boolean).join(' ');

  return (
    // Its links are plain (FrameLink): one handler here follows them in the app.
    <header className={className} data-hidden={hidden ? 'true' : undefined} onClick={onLinkClick}>
      <div className="shell-header__bar">
        <FrameLink to={paths.home} className="shell-header__logo" aria-label={`${brand.product} home`}>
          <BrandLogo product={brand.product} />
        </FrameLink>
        <nav className="shell-header__nav" aria-label="Main">
          <NavMenu variant="bar" unseen={narrow} />
        </nav>
        <div className="shell-header__actions">
          <FrameLink to={paths.login} className="shell-header__login" aria-label={loggedIn ? 'Your account' : 'Log in'}>
            <UserIcon />
          </FrameLink>
          {!loggedIn && (
            <Button to={paths.signUp} className="shell-header__join">
              Join For Free
            </Button>
          )}
          {/* suppressHydrationWarning: `open` differs from the server's when the menu was opened before the page was live. */}
          <details ref={menuRef} className="shell-header__menu" onToggle={onMenuToggle} suppressHydrationWarning>
            <summary ref={burgerRef} className="shell-header__burger" aria-label="Menu">
              <MenuIcon />
            </summary>
            <MobileMenu loggedIn={loggedIn} />
          </details>
        </div>
      </div>
    </header>
  );
}
