import type { ReactNode } from 'react';
import './page-layout.css';

interface ContainerProps {
  children: ReactNode;
  className?: string;
}

/** Content column of docs/product/look-and-content.md: max width 1439 px, side padding 120 / 48 / 24 px. */
export function Container({ children, className }: ContainerProps) {
  return <div className={['ui-container', className].filter(Boolean).join(' ')}>{children}</div>;
}

interface PageHeroProps {
  title: ReactNode;
  /** Small line above the title (a section or category name). */
  eyebrow?: ReactNode;
  /** Intro text and buttons under the title. */
  children?: ReactNode;
  className?: string;
}

/**
 * The dark band every page opens with. The shell's header is transparent over it until the visitor
 * scrolls, so the band reserves the header's height at its top.
 */
export function PageHero({ title, eyebrow, children, className }: PageHeroProps) {
  return (
    <section className={['ui-hero', className].filter(Boolean).join(' ')}>
      <Container className="ui-hero__inner">
        {eyebrow && <p className="ui-hero__eyebrow">{eyebrow}</p>}
        <h1 className="ui-hero__title">{title}</h1>
        {children && <div className="ui-hero__body">{children}</div>}
      </Container>
    </section>
  );
}
