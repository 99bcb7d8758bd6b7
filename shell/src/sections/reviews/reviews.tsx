import { useState } from 'react';
import type { PageBlockOf } from '../../pages/content/block-types';
import { Section } from '../section/section';
import './reviews.css';

/**
 * Three member reviews, one selected (the first by default). The selected card is raised and shows the
 * whole quote; the others are trimmed. Each card's button selects it, so keyboard users can too.
 */
export function Reviews({ block }: { block: PageBlockOf<'reviews'> }) {
  const { reviews } = block;
  const [selected, setSelected] = useState(0);
  return (
    <Section title={block.title} text={[block.text]} tone="white">
      <ul className="shell-reviews">
        {reviews.map((review, index) => {
          const isSelected = index === selected;
          return (
            <li key={review.name} className={`shell-review${isSelected ? ' shell-review--selected' : ''}`} onClick={() => setSelected(index)}>
              <figure className="shell-review__figure">
                <blockquote className="shell-review__quote">
                  <p>“{review.quote}”</p>
                </blockquote>
                <figcaption className="shell-review__caption">
                  <button type="button" className="shell-review__name" aria-pressed={isSelected} onClick={() => setSelected(index)}>
                    {review.name}
                  </button>
                  <span className="shell-review__business">{review.business}</span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
