import type { ReactNode } from 'react';

/** Inline SVG icons: decorative (aria-hidden); the link or button around each one carries the name. */
interface IconProps {
  className?: string;
}

const svg = (className: string | undefined, path: ReactNode, viewBox = '0 0 24 24') => (
  <svg className={className} viewBox={viewBox} width="24" height="24" aria-hidden="true" focusable="false">
    {path}
  </svg>
);

export const ChevronIcon = ({ className }: IconProps) =>
  svg(className, <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />);

export const UserIcon = ({ className }: IconProps) =>
  svg(
    className,
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </g>,
  );

/** Three bars, or a cross while its menu is open: both are drawn, and the menu's CSS shows one (no script needed). */
export const MenuIcon = ({ className }: IconProps) =>
  svg(
    className,
    <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path className="shell-menu-icon__bars" d="M4 7h16M4 12h16M4 17h16" />
      <path className="shell-menu-icon__cross" d="M6 6l12 12M18 6L6 18" />
    </g>,
  );

export const MailIcon = ({ className }: IconProps) =>
  svg(
    className,
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </g>,
  );

export const FacebookIcon = ({ className }: IconProps) =>
  svg(className, <path fill="currentColor" d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V9c0-.6.4-1 1-1z" />);

export const TwitterIcon = ({ className }: IconProps) =>
  svg(
    className,
    <path fill="currentColor" d="M17.8 3h3.3l-7.2 8.2L22.4 21h-6.6l-5.2-6.8L4.7 21H1.4l7.7-8.8L1 3h6.8l4.7 6.2L17.8 3zm-1.2 16.2h1.8L7 4.7H5.1l11.5 14.5z" />,
  );

export const InstagramIcon = ({ className }: IconProps) =>
  svg(
    className,
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </g>,
  );

export const LinkedInIcon = ({ className }: IconProps) =>
  svg(
    className,
    <path
      fill="currentColor"
      d="M4.5 3A2 2 0 1 1 4.5 7a2 2 0 0 1 0-4zM3 9h3v12H3V9zm6 0h3v1.7c.5-.9 1.7-2 3.7-2 3.2 0 4.3 2 4.3 5.2V21h-3v-6.4c0-1.6-.3-3-2.2-3s-2.8 1.3-2.8 3V21H9V9z"
    />,
  );
