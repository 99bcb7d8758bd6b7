import { Link } from 'react-router-dom';
import { Container } from '@tenants/shared/core';
import type { PageBlockOf } from '../../pages/content/block-types';
import './compliance-cards.css';
import '../card/card.css';

/** The footer block of every service page: the Business Rates and tenant-compliance cards (docs/product/look-and-content.md). */
export function ComplianceCards({ block }: { block: PageBlockOf<'compliance'> }) {
  const { cards } = block;
  return (
    <section className="shell-compliance" aria-labelledby="shell-compliance-title">
      <Container>
        <h2 id="shell-compliance-title" className="shell-compliance__title">
          {block.title}
        </h2>
        <ul className="shell-compliance__list">
          {cards.map((card) => (
            <li key={card.title} className="shell-compliance__card">
              <h3>
                <Link to={card.to} className="shell-card__link">
                  {card.title}
                </Link>
              </h3>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
