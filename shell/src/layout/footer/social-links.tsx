import type { ComponentType } from 'react';
import type { Brand } from '@tenants/shared/core';
import { FacebookIcon, InstagramIcon, LinkedInIcon, TwitterIcon } from '../icons';

const networks: { key: keyof Brand['social']; name: string; Icon: ComponentType<{ className?: string }> }[] = [
  { key: 'facebook', name: 'Facebook', Icon: FacebookIcon },
  { key: 'twitter', name: 'Twitter', Icon: TwitterIcon },
  { key: 'instagram', name: 'Instagram', Icon: InstagramIcon },
  { key: 'linkedin', name: 'LinkedIn', Icon: LinkedInIcon },
];

/** The brand's social profiles; each opens in a new tab, which its name says. */
export function SocialLinks({ social }: { social: Brand['social'] }) {
  return (
    <ul className="shell-social" aria-label="Follow us">
      {networks.map(({ key, name, Icon }) => (
        <li key={key}>
          <a className="shell-social__link" href={social[key]} target="_blank" rel="noopener noreferrer" aria-label={`${name} (opens in a new tab)`}>
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
