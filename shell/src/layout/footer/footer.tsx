import { memo } from 'react';
import { BrandLogo, Container, paths } from '@tenants/shared/core';
import { HydrateLater } from '../../app/hydrate-later';
import { useInAppLinks } from '../../app/in-app-links';
import { useRuntimeConfig } from '../../app/runtime-config';
import { useSiteData } from '../../pages/content/site-data';
import { useFill } from '../../sections/use-fill';
import { FrameLink } from '../frame-link';
import { MailIcon } from '../icons';
import { footerColumns, serviceOverviewLinks, type NavLinkItem } from '../nav-items';
import { NewsletterForm } from './newsletter-form';
import { SocialLinks } from './social-links';
import './footer.css';

/** Static documents served beside the shell (not app routes: docs/product/pages-and-navigation.md sends unknown paths to 404). */
export const documentLinks = {
  terms: '/documents/terms-and-conditions.html',
  privacy: '/documents/privacy-policy.html',
} as const;

function LinkColumn({ heading, links }: { heading: string; links: NavLinkItem[] }) {
  return (
    <div className="shell-footer__column">
      <h2 className="shell-footer__heading">{heading}</h2>
      <ul className="shell-footer__links">
        {links.map((link) => (
          <li key={link.to}>
            <FrameLink to={link.to}>{link.label}</FrameLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A phone number as a tel: address: its digits and a leading +. */
const telOf = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/**
 * The copyright's years: the spec's 2023 (the site's first year) to this year, so the notice is never out of
 * date (the year on the body's clock, the UK's).
 */
export function copyrightYears(now = new Date()): string {
  // The UK's year is UTC's: the year turns in winter, when London keeps GMT. Not `Intl` with a time zone:
  // making that format loads the zone's data, 130 ms of a slowed phone's main thread on every page.
  const year = now.getUTCFullYear();
  return year > 2023 ? `2023–${year}` : '2023';
}

/**
 * The site footer of docs/product/pages-and-navigation.md "Footer". Below the fold on the page a visit lands
 * on, so its hydration waits for the visitor (HydrateLater); memoised, so a held footer sees no new props.
 */
export const Footer = memo(function Footer() {
  const { brand } = useRuntimeConfig();
  // The footer's words are the site settings' (staff edit them), its links the published pages'.
  const { settings, navigation } = useSiteData();
  const fill = useFill();
  const mailto = `mailto:${settings.contactEmail}`;
  const onLinkClick = useInAppLinks();
  return (
    <HydrateLater>
      {/* Its links are plain (FrameLink): one handler here follows them in the app. */}
      <footer className="shell-footer" onClick={onLinkClick}>
        <Container className="shell-footer__subscribe">
          <div className="shell-footer__subscribe-text">
            <h2 className="shell-footer__title">{fill(settings.newsletter.title)}</h2>
            <p>{fill(settings.newsletter.text)}</p>
          </div>
          <NewsletterForm />
        </Container>

        <Container className="shell-footer__main">
          <div className="shell-footer__brand">
            <FrameLink to={paths.home} className="shell-footer__logo" aria-label={`${brand.product} home`}>
              <BrandLogo product={brand.product} />
            </FrameLink>
            <p>{fill(settings.tagline)}</p>
            {settings.address.length > 0 && (
              <address className="shell-footer__address">
                {settings.address.map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
            )}
            <SocialLinks social={settings.social} />
            <a className="shell-footer__mail" href={mailto}>
              <MailIcon />
              {settings.contactEmail}
            </a>
          </div>
          {footerColumns(navigation).map((column) => (
            <LinkColumn key={column.heading} heading={column.heading} links={column.links} />
          ))}
          <LinkColumn heading="Services" links={serviceOverviewLinks(navigation)} />
          <div className="shell-footer__column">
            <h2 className="shell-footer__heading">Get In Touch</h2>
            <ul className="shell-footer__links">
              <li>
                <a href={mailto}>General Support</a>
              </li>
              {settings.phone && (
                <li>
                  <a href={telOf(settings.phone)}>Call {settings.phone}</a>
                </li>
              )}
              {settings.contactLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {settings.openingHours.length > 0 && (
              <p className="shell-footer__hours">
                <span className="shell-footer__hours-title">Opening hours</span>
                {settings.openingHours.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </p>
            )}
          </div>
        </Container>

        <Container className="shell-footer__legal">
          <ul className="shell-footer__documents">
            <li>
              <a href={documentLinks.terms}>Terms &amp; Conditions</a>
            </li>
            <li>
              <a href={documentLinks.privacy}>Privacy Policy</a>
            </li>
          </ul>
          <p className="shell-footer__copyright">
            © {copyrightYears()} {brand.product}. All rights reserved.
          </p>
          <p className="shell-footer__credit">
            <span>Site by</span>
            <svg className="shell-footer__credit-mark" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M3 21V3l18 18V3" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
            </svg>
            <span className="shell-footer__credit-name">Northgate Digital</span>
          </p>
        </Container>
      </footer>
    </HydrateLater>
  );
});
