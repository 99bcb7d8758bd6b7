import { memberPerks, specificAdviceBanner } from '../../content/common';
import { adviceSupportPage, propertyIdentification, specificAdvicePage, viewingsAndOffers, type AdvicePage as AdviceContent } from '../../content/advice';
import { Banner } from '../../sections/banner/banner';
import { ContentHero } from '../../sections/content-hero/content-hero';
import { Guides } from '../../sections/guides/guides';
import { IntroBlock } from '../../sections/intro-block/intro-block';
import { PointsSection } from '../../sections/points-section/points-section';
import { PropertyIdentification } from '../../sections/property-identification/property-identification';
import { QASection } from '../../sections/qa-section/qa-section';

function AdvicePage({ content }: { content: AdviceContent }) {
  return (
    <>
      <ContentHero eyebrow={content.eyebrow} title={content.title} intro={content.heroIntro} image={content.image} mobileImage={content.mobileImage} />
      <IntroBlock block={content.intro} />
      <PointsSection block={content.steps} numbered={content.fullGuides} />
      {content.qa && <QASection block={content.qa} tone="white" />}
      <Guides full={content.fullGuides} />
      <PointsSection block={memberPerks} tone="white" />
      <PropertyIdentification block={propertyIdentification} />
      <IntroBlock block={viewingsAndOffers} tone="white" reverse />
      <Banner block={specificAdviceBanner} tone="cyan" plainLink />
    </>
  );
}

/** /advice-support: advice page type 1 (all eight guides). */
export const AdviceSupportPage = () => <AdvicePage content={adviceSupportPage} />;
/** /specific-advice: advice page type 2 (the four-guide short list). */
export const SpecificAdvicePage = () => <AdvicePage content={specificAdvicePage} />;
