import { values } from '../../content/common';
import type { OrganisationPage as OrganisationContent } from '../../content/organisation';
import { ContentHero } from '../../sections/content-hero/content-hero';
import { EnquirySection } from '../../sections/enquiry-section/enquiry-section';
import { IntroBlock } from '../../sections/intro-block/intro-block';
import { PointsSection } from '../../sections/points-section/points-section';
import { Reviews } from '../../sections/reviews/reviews';
import { valueIcons } from '../../sections/section-icons';

/**
 * About (hero, values, charter, reviews, enquiry) and Lobbying (goals, why entrust us, enquiry): the same
 * sections with different content; only About shows values and reviews.
 */
export function OrganisationPage({ content, withValues }: { content: OrganisationContent; withValues: boolean }) {
  return (
    <>
      <ContentHero eyebrow={content.eyebrow} title={content.title} intro={content.heroIntro} image={content.image} mobileImage={content.mobileImage} />
      <IntroBlock block={content.intro} />
      {withValues && <PointsSection block={values} icons={valueIcons} />}
      <PointsSection block={content.primary} tone={withValues ? 'white' : 'light'} numbered={!withValues} />
      {content.secondary && <PointsSection block={content.secondary} tone="grey" />}
      {withValues && <Reviews />}
      <EnquirySection />
    </>
  );
}
