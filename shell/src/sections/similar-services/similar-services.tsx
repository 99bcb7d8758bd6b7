import type { PageBlockOf } from '../../pages/content/block-types';
import { useServiceCards } from '../../pages/content/service-cards-data';
import { Section } from '../section/section';
import { ServiceCards } from '../service-cards/service-cards';

/** Two related services at the foot of a service page. */
export function SimilarServices({ block }: { block: PageBlockOf<'similarServices'> }) {
  const cardFor = useServiceCards();
  return (
    <Section title={block.title} tone="grey" className="shell-similar">
      <ServiceCards cards={block.services.flatMap((ref) => cardFor(`/${ref}`) ?? [])} label="Similar Services" />
    </Section>
  );
}
