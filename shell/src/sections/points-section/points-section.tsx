import type { ReactNode } from 'react';
import type { ContentBlock, Point } from '../../content/types';
import { Section, type Tone } from '../section/section';
import { useFill } from '../use-fill';
import './points-section.css';

interface Props {
  block: ContentBlock & { points: Point[] };
  tone?: Tone;
  /** An icon per point, by index. */
  icons?: ReactNode[];
  /** Numbered steps rather than loose cards. */
  numbered?: boolean;
  id?: string;
  children?: ReactNode;
}

/** Points as a grid of cards (values, goals, process steps, charter, reliefs). */
export function PointsSection({ block, tone = 'light', icons, numbered = false, id, children }: Props) {
  const fill = useFill();
  const List = numbered ? 'ol' : 'ul';
  return (
    <Section title={block.title} subtitle={block.subtitle} text={block.text} tone={tone} id={id}>
      <List className={`shell-points shell-points--${Math.min(block.points.length, 4)}`}>
        {block.points.map((point, index) => (
          <li key={point.title} className="shell-points__item">
            {icons?.[index] && <span className="shell-points__icon">{icons[index]}</span>}
            <h3 className="shell-points__title">{fill(point.title)}</h3>
            <p className="shell-points__text">{fill(point.text)}</p>
          </li>
        ))}
      </List>
      {children}
    </Section>
  );
}
