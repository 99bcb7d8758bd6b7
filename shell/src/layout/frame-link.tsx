import type { AnchorHTMLAttributes } from 'react';

interface Props extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The site's address the link goes to (absolute: the frame links to pages, never relative to one). */
  to: string;
  /** The address shown now: given, the link says whether it is that page as react-router's NavLink does. */
  current?: string;
}

/**
 * Whether `to` is the page at `pathname` or a page under it: NavLink's rule (case-insensitive; home only itself).
 */
function isCurrent(to: string, pathname: string): boolean {
  const [link, shown] = [to.toLowerCase(), pathname.toLowerCase()];
  return shown === link || (link !== '/' && shown.startsWith(link) && shown.charAt(link.length) === '/');
}

/**
 * A link of the frame (header, menus, footer): a plain `<a>`, followed in the app by the frame's one
 * delegated click handler (useInAppLinks on the header and the footer). A react-router Link each (about 90
 * of them, the menu drawn twice) ran several hooks per link in the hydration every page waits for before it
 * is live; a NavLink's `active` class and `aria-current="page"` are kept, from the address given once.
 */
export function FrameLink({ to, current, className, children, ...rest }: Props) {
  const active = current !== undefined && isCurrent(to, current);
  const classes = [className, active && 'active'].filter(Boolean).join(' ');
  return (
    <a href={to} className={classes || undefined} aria-current={active ? 'page' : undefined} {...rest}>
      {children}
    </a>
  );
}
