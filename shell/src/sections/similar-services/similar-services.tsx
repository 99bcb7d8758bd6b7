import { cardFor } from '../../content/services/cards';
import type { ServiceRef } from '../../content/services/types';
import { Section } from '../section/section';
import { ServiceCards } from '../service-cards/service-cards';

/** Two related services at the foot of a service page. */
export function SimilarServices({ refs }: { refs: readonly ServiceRef[] }) {
  return (
    <Section title="Similar Services" tone="grey" className="shell-similar">
      <ServiceCards cards={refs.map(cardFor)} label="Similar Services" />
    </Section>
  );
}
