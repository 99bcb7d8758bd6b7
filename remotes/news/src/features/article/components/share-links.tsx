import type { ReactNode } from 'react';

interface Props {
  url: string;
  title: string;
  /** Tells the two identical groups apart for screen readers ("top", "bottom"). */
  position: string;
}

const icon = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    {path}
  </svg>
);

/** Share links of docs/product/news.md: Facebook, LinkedIn, Twitter, WhatsApp and e-mail, each named for screen readers. */
export function ShareLinks({ url, title, position }: Props) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const links = [
    {
      name: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      icon: icon(
        <path fill="currentColor" d="M13.5 21v-8h2.7l.4-3.1h-3.1V7.9c0-.9.3-1.5 1.6-1.5h1.7V3.6c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.3H7.4V13h2.8v8z" />,
      ),
    },
    {
      name: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      icon: icon(
        <path
          fill="currentColor"
          d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zm7 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4z"
        />,
      ),
    },
    {
      name: 'Share on Twitter',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
      icon: icon(<path fill="currentColor" d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />),
    },
    {
      name: 'Share on WhatsApp',
      href: `https://wa.me/?text=${t}%20${u}`,
      icon: icon(
        <path
          fill="currentColor"
          d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2c-1.5 0-3-.4-4.3-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.4.1-.7.3-.2.3-.9.9-.9 2.2s.9 2.5 1 2.7c.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.2z"
        />,
      ),
    },
    {
      name: 'Share by e-mail',
      href: `mailto:?subject=${t}&body=${u}`,
      icon: icon(
        <path fill="currentColor" d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3zM5.2 7l6.8 4.5L18.8 7z" />,
      ),
    },
  ];
  return (
    <div className={`news-share news-share--${position}`} role="group" aria-label={`Share this article (${position})`}>
      <span className="news-share__label" aria-hidden="true">
        Share
      </span>
      <ul className="news-share__list">
        {links.map((link) => (
          <li key={link.name}>
            <a
              className="news-share__link"
              href={link.href}
              aria-label={link.name}
              title={link.name}
              {...(link.href.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {link.icon}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
