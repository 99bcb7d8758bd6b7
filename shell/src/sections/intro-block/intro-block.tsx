import { Button, paths } from '@tenants/shared/core';
import type { ContentBlock } from '../../content/types';
import { Illustration } from '../../illustrations/illustration';
import { ContentLinkView } from '../content-link';
import { Section, type Tone } from '../section/section';
import { useFill } from '../use-fill';
import './intro-block.css';
import '../arrow-link/arrow-link.css';

/**
 * A content block as text beside a picture, with its points as a compact list (the re-gearing style).
 * Without a picture it is a single readable column.
 */
export function IntroBlock({ block, tone = 'white', reverse = false, id }: { block: ContentBlock; tone?: Tone; reverse?: boolean; id?: string }) {
  const fill = useFill();
  const { image, mobileImage, points, links, button } = block;
  return (
    <Section
      title={block.title}
      subtitle={block.subtitle}
      tone={tone}
      id={id}
      className={`shell-intro${image ? ' shell-intro--pictured' : ''}${reverse ? ' shell-intro--reverse' : ''}`}
    >
      <div className="shell-intro__body">
        {block.text.map((paragraph) => (
          <p key={paragraph}>{fill(paragraph)}</p>
        ))}
        {points && (
          <ul className="shell-intro__points">
            {points.map((point) => (
              <li key={point.title}>
                <strong>{fill(point.title)}</strong> {fill(point.text)}
              </li>
            ))}
          </ul>
        )}
        {links && (
          <p className="shell-intro__links">
            {links.map((link) => (
              <ContentLinkView key={link.label} link={link} className="shell-arrow-link" />
            ))}
          </p>
        )}
        {button && <Button to={paths.enquiry}>Enquire Now</Button>}
      </div>
      {image && <Illustration image={image} mobileImage={mobileImage} className="shell-intro__image" />}
    </Section>
  );
}
