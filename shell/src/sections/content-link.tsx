import { Link } from 'react-router-dom';
import type { ContentLink } from '../content/types';

/** A text link from content: in-app when it has `to`, a plain link when it has `href`. */
export function ContentLinkView({ link, className }: { link: ContentLink; className?: string }) {
  if ('to' in link) {
    return (
      <Link to={link.to} className={className}>
        {link.label}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  );
}
