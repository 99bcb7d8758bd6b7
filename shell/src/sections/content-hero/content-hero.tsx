import type { ReactNode } from 'react';
import { Button, Container, paths } from '@tenants/shared/core';
import type { Picture } from '../../content/types';
import { Illustration } from '../../illustrations/illustration';
import { useFill } from '../use-fill';
import './content-hero.css';

interface Props {
  title: string;
  eyebrow?: string;
  intro: string;
  image?: Picture;
  mobileImage?: Picture;
  /** The call to action; Enquire Now (in-app) by default, `null` for none. */
  action?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * The dark opening band of a content page: title, intro, picture and Enquire Now. The button is one
 * element that moves between grid areas: under the intro on laptops, beside the title on tablets, and
 * full width after the picture on phones.
 */
export function ContentHero({ title, eyebrow, intro, image, mobileImage, action, children, className }: Props) {
  const fill = useFill();
  const cta =
    action === undefined ? (
      <Button to={paths.enquiry} className="shell-hero__button">
        Enquire Now
      </Button>
    ) : (
      action
    );
  return (
    <section className={['ui-hero', 'shell-hero', image ? 'shell-hero--pictured' : '', className].filter(Boolean).join(' ')}>
      <Container className="shell-hero__grid">
        <div className="shell-hero__text">
          {eyebrow && <p className="ui-hero__eyebrow">{fill(eyebrow)}</p>}
          <h1 className="ui-hero__title">{fill(title)}</h1>
          <p className="shell-hero__intro">{fill(intro)}</p>
        </div>
        {cta && <div className="shell-hero__action">{cta}</div>}
        {image && <Illustration image={image} mobileImage={mobileImage} className="shell-hero__image" />}
        {children && <div className="shell-hero__extra">{children}</div>}
      </Container>
    </section>
  );
}
