import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useHydrated } from '../server/use-hydrated';

type Variant = 'primary' | 'secondary';
interface Common {
  variant?: Variant;
  children: ReactNode;
  className?: string;
}
/** An in-app link (client-side navigation). */
type RouteButton = Common & { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;
/** A plain link (full page load, new tab, mailto, files). */
type LinkButton = Common & { href: string } & AnchorHTMLAttributes<HTMLAnchorElement>;
/** A real button. */
type ActionButton = Common & ButtonHTMLAttributes<HTMLButtonElement>;
export type ButtonProps = RouteButton | LinkButton | ActionButton;

const classes = (variant: Variant = 'primary', extra?: string) => ['ui-button', `ui-button--${variant}`, extra].filter(Boolean).join(' ');

/** docs/product/look-and-content.md's button: 178×50 (47 on mobile), weight 700, radius 4; primary cyan, secondary outlined. */
export function Button(props: ButtonProps) {
  if ('to' in props) {
    const { to, variant, className, children, ...rest } = props;
    return (
      <Link to={to} className={classes(variant, className)} {...rest}>
        {children}
      </Link>
    );
  }
  if ('href' in props) {
    const { variant, className, children, ...rest } = props;
    return (
      <a className={classes(variant, className)} {...rest}>
        {children}
      </a>
    );
  }
  return <ActionButtonElement {...props} />;
}

/**
 * A submit button is disabled until the page is live: before the scripts run, Enter in a field drawn on the
 * server would send the form the browser's way (a GET with the fields in the address).
 */
function ActionButtonElement({ variant, className, children, type = 'button', disabled, ...rest }: ActionButton) {
  const hydrated = useHydrated();
  return (
    <button type={type} className={classes(variant, className)} disabled={disabled || (type === 'submit' && !hydrated)} {...rest}>
      {children}
    </button>
  );
}
