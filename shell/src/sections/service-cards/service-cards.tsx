import { Link } from 'react-router-dom';
import type { Picture } from '../../content/types';
import { Illustration } from '../../illustrations/illustration';
import '../card/card.css';

/** A service card: docs/product/look-and-content.md's image, title, text and link. */
export interface ServiceCard {
  title: string;
  text: string;
  to: string;
  image: Picture;
}

/** Service cards (docs/product/look-and-content.md: image, title, text, link); the whole card is the link's target area. */
export function ServiceCards({ cards, label }: { cards: ServiceCard[]; label?: string }) {
  return (
    <ul className="shell-cards" aria-label={label}>
      {cards.map((card) => (
        <li key={card.to} className="shell-card">
          <Illustration image={{ art: card.image.art, alt: '' }} responsive={false} className="shell-card__image" />
          <h3 className="shell-card__title">
            <Link to={card.to} className="shell-card__link">
              {card.title}
            </Link>
          </h3>
          <p className="shell-card__text">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
