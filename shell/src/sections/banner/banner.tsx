import { Button, Container, paths } from '@tenants/shared/core';
import type { ContentBlock } from '../../content/types';
import { ContentLinkView } from '../content-link';
import { useFill } from '../use-fill';
import './banner.css';
import '../arrow-link/arrow-link.css';

/**
 * A call-to-action band: the help banner and the need-specific-advice banner. `plainLink` makes its
 * Enquire Now a plain link (a full page load) rather than in-app navigation.
 */
export function Banner({ block, tone = 'navy', plainLink = false }: { block: ContentBlock; tone?: 'navy' | 'cyan'; plainLink?: boolean }) {
  const fill = useFill();
  return (
    <section className={`shell-banner shell-banner--${tone}`} aria-label={fill(block.title)}>
      <Container className="shell-banner__inner">
        <div className="shell-banner__text">
          <h2 className="shell-banner__title">{fill(block.title)}</h2>
          {block.text.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph)}</p>
          ))}
          {block.links?.map((link) => (
            <ContentLinkView key={link.label} link={link} className="shell-arrow-link" />
          ))}
        </div>
        {block.button &&
          (plainLink ? (
            <Button href={paths.enquiry} variant={tone === 'navy' ? 'primary' : 'secondary'}>
              Enquire Now
            </Button>
          ) : (
            <Button to={paths.enquiry} variant={tone === 'navy' ? 'primary' : 'secondary'}>
              Enquire Now
            </Button>
          ))}
      </Container>
    </section>
  );
}
