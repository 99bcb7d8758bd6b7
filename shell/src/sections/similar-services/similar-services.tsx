import { cardFor, type ServiceRef } from '../../content/services';
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
