import { memo } from 'react';
import { Button, paths } from '@tenants/shared/core';
import { HydrateLater } from '../../app/hydrate-later';
import { NavMenu } from './nav-menu';

export const mobileMenuId = 'shell-mobile-menu';

/** Whether the burger menu is shut as the server's page hydrates (one opened before then hydrates with the frame). */
const shut = () => !document.getElementById(mobileMenuId)?.closest('details')?.open;

/**
 * The burger menu's panel: the main navigation and the account buttons. Until it is opened it is out of sight
 * (and on wide screens it never shows), so its hydration waits (HydrateLater); opening it is the visitor's
 * first touch, which wants it. Memoised: the header draws again as the page scrolls.
 */
export const MobileMenu = memo(function MobileMenu({ loggedIn }: { loggedIn: boolean }) {
  return (
    <HydrateLater unseen={shut}>
      <div id={mobileMenuId} className="shell-mobile-menu">
        <nav aria-label="Main menu">
          <NavMenu variant="drawer" />
        </nav>
        <div className="shell-mobile-menu__actions">
          {!loggedIn && (
            <Button to={paths.signUp} className="shell-mobile-menu__join">
              Join For Free
            </Button>
          )}
          <Button to={paths.login} variant="secondary">
            {loggedIn ? 'Your Account' : 'Log In'}
          </Button>
        </div>
      </div>
    </HydrateLater>
  );
});
