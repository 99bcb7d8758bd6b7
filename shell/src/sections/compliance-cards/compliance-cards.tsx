import { Link } from 'react-router-dom';
import { Container, paths, servicePath } from '@tenants/shared/core';
import './compliance-cards.css';
import '../card/card.css';

const cards = [
  {
    title: 'Business Rates',
    text: 'Check your rateable value and the reliefs you could be missing.',
    to: servicePath('property', 'rates'),
  },
  {
    title: 'Tenant Compliance',
    text: 'Health and safety, fire and accessibility duties that come with occupying premises.',
    to: paths.home,
  },
];

/** The footer block of every service page: the Business Rates and tenant-compliance cards (docs/product/look-and-content.md). */
export function ComplianceCards() {
  return (
    <section className="shell-compliance" aria-labelledby="shell-compliance-title">
      <Container>
        <h2 id="shell-compliance-title" className="shell-compliance__title">
          Stay On Top Of Your Obligations
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
