import { serviceAreas, type ServiceArea } from '@tenants/shared/core';
import { areaCards, serviceCardFacts } from '../../content/services/cards';
import type { ServicePageContent } from '../../content/services/types';
import { ComplianceCards } from '../../sections/compliance-cards/compliance-cards';
import { ContentHero } from '../../sections/content-hero/content-hero';
import { IntroBlock } from '../../sections/intro-block/intro-block';
import { PointsSection } from '../../sections/points-section/points-section';
import { QASection } from '../../sections/qa-section/qa-section';
import { Section } from '../../sections/section/section';
import { ServiceCards } from '../../sections/service-cards/service-cards';
import { SimilarServices } from '../../sections/similar-services/similar-services';

interface Props {
  area: ServiceArea;
  slug: string;
  title: string;
  /** The page's content (a chunk of its own: content/services/page-content.ts). */
  content: ServicePageContent;
}

/**
 * A service page: hero with Enquire Now, intro block, points and/or Q&A, Similar Services and the footer
 * block. An area's overview lists every service of the area as cards instead of points.
 */
export function ServiceContentPage({ area, slug, title, content }: Props) {
  const { label } = serviceAreas[area];
  const overview = slug === 'services';
  return (
    <>
      <ContentHero eyebrow={overview ? 'Services' : `${label} Services`} title={title} intro={content.heroIntro} image={serviceCardFacts[area][slug].image} />
      <IntroBlock block={content.intro} />
      {'points' in content && content.points?.points && <PointsSection block={{ ...content.points, points: content.points.points }} />}
      {'qa' in content && content.qa && <QASection block={content.qa} />}
      {overview && (
        <Section title={`Our ${label} Services`} tone="light">
          <ServiceCards cards={areaCards(area)} label={`${label} services`} />
        </Section>
      )}
      <SimilarServices refs={content.similar} />
      <ComplianceCards />
    </>
  );
}
