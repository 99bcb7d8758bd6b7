import { forwardRef, type MouseEvent } from 'react';
import type { LinkProps, NavLinkProps } from 'react-router';
import { useLocation, useNavigate, useResolvedPath } from './context';
import { absoluteUrl, createPath, encodePathname } from './path';

/**
 * An <a> that navigates in the app on a plain left click. Its markup is react-router's, attribute for
 * attribute (the page is drawn on the server by react-router and hydrated with this): the caller's props
 * in their order, then href, target and data-discover="true" (absent for an absolute address or
 * discover="none"). Prefetching, view transitions and masks belong to react-router's framework and data
 * modes and are left out.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  // Prefetching, masks, view transitions and revalidation are taken out of the <a>'s attributes and left unused.
  {
    onClick,
    discover = 'render',
    prefetch: _prefetch,
    relative,
    reloadDocument,
    replace,
    mask: _mask,
    state,
    target,
    to,
    preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _revalidate,
    ...rest
  },
  ref,
) {
  const absolute = typeof to === 'string' && absoluteUrl.test(to);
  let inApp = to;
  let external = false;
  if (absolute && typeof document !== 'undefined') {
    // An absolute address on this site still navigates in the app (the server saw it as absolute too).
    try {
      const url = new URL(to, window.location.href);
      if (url.origin === window.location.origin) inApp = url.pathname + url.search + url.hash;
      else external = true;
    } catch {
      // Not a valid address: left to the browser.
    }
  }
  const path = useResolvedPath(inApp, relative);
  const href = createPath(path);
  const location = useLocation();
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // As react-router: only a plain left click on a link for this tab; the browser does the rest.
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    // A link to the address shown replaces its entry rather than adding the same one again.
    void navigate(inApp, { replace: replace ?? createPath(location) === href, state, preventScrollReset, relative });
  };
  return (
    <a
      {...rest}
      href={absolute ? to : href}
      onClick={external || reloadDocument ? onClick : follow}
      ref={ref}
      target={target}
      data-discover={!absolute && discover === 'render' ? 'true' : undefined}
    />
  );
});

/**
 * A Link that knows whether it leads to the address shown (or, without `end`, to an address above it):
 * then it gets class "active" and aria-current="page", or what its functions make of { isActive }.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { 'aria-current': ariaCurrent = 'page', caseSensitive = false, className = '', end = false, style, to, viewTransition: _viewTransition, children, ...rest },
  ref,
) {
  let target = encodePathname(createPath(useResolvedPath(to, rest.relative)));
  let current = useLocation().pathname;
  if (!caseSensitive) [target, current] = [target.toLowerCase(), current.toLowerCase()];
  // '/news/' is active at '/news/12' as '/news' is.
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = current === target || (!end && current.startsWith(target) && current.charAt(slashAt) === '/');
  const props = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      aria-current={isActive ? ariaCurrent : undefined}
      className={typeof className === 'function' ? className(props) : [className, isActive && 'active'].filter(Boolean).join(' ')}
      ref={ref}
      style={typeof style === 'function' ? style(props) : style}
      to={to}
    >
      {typeof children === 'function' ? children(props) : children}
    </Link>
  );
});
