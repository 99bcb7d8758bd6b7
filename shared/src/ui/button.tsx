import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';

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
 * A real button, enabled from the first paint (docs/decisions/0010): a submit before the scripts run sends
 * its form the HTML way (every form has a `method="post"` action the site server answers), or is held by the
 * early-event capture and sent once the page is live when the form needs script (`data-needs-js`).
 */
function ActionButtonElement({ variant, className, children, type = 'button', ...rest }: ActionButton) {
  return (
    <button type={type} className={classes(variant, className)} {...rest}>
      {children}
    </button>
  );
}
