import { useId, type ReactNode } from 'react';
import { Container } from '@tenants/shared/core';
import { useFill } from '../use-fill';
import './section.css';

export type Tone = 'light' | 'white' | 'grey' | 'navy';

interface Props {
  title: string;
  subtitle?: string;
  /** Paragraphs under the heading. */
  text?: string[];
  tone?: Tone;
  id?: string;
  className?: string;
  /** Something beside the heading on wide screens (e.g. the benefits' Join For Free). */
  aside?: ReactNode;
  children?: ReactNode;
}

/** A page section: an h2 with optional eyebrow and paragraphs, then its content, in the page column. */
export function Section({ title, subtitle, text = [], tone = 'light', id, className, aside, children }: Props) {
  const fill = useFill();
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={['shell-section', `shell-section--${tone}`, className].filter(Boolean).join(' ')}>
      <Container className="shell-section__inner">
        <div className="shell-section__header">
          {subtitle && <p className="shell-section__eyebrow">{fill(subtitle)}</p>}
          <h2 id={headingId} className="shell-section__title">
            {fill(title)}
          </h2>
          {text.map((paragraph) => (
            <p key={paragraph} className="shell-section__text">
              {fill(paragraph)}
            </p>
          ))}
        </div>
        {aside}
        {children}
      </Container>
    </section>
  );
}
