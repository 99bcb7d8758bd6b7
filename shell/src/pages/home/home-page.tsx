import { helpBanner, values } from '../../content/common';
import { homeFaq, homeHero } from '../../content/home';
import { Banner } from '../../sections/banner/banner';
import { Benefits } from '../../sections/benefits/benefits';
import { ContentHero } from '../../sections/content-hero/content-hero';
import { EnquirySection } from '../../sections/enquiry-section/enquiry-section';
import { Faq } from '../../sections/faq/faq';
import { HeroTiles } from '../../sections/hero-tiles/hero-tiles';
import { PointsSection } from '../../sections/points-section/points-section';
import { Reviews } from '../../sections/reviews/reviews';
import { valueIcons } from '../../sections/section-icons';
import { ServiceTabs } from '../../sections/service-tabs/service-tabs';
import './home-page.css';

/** Home (docs/product/pages-and-navigation.md): hero tiles, benefits, values, services tabs, reviews, help banner, FAQ, enquiry form. */
export function HomePage() {
  return (
    <>
      <ContentHero eyebrow={homeHero.eyebrow} title={homeHero.title} intro={homeHero.text} image={homeHero.image} action={null} className="shell-home__hero">
        <HeroTiles />
      </ContentHero>
      <Benefits />
      <PointsSection block={values} icons={valueIcons} tone="light" />
      <ServiceTabs />
      <Reviews />
      <Banner block={helpBanner} />
      <Faq title={homeFaq.title} items={homeFaq.items} />
      <EnquirySection />
    </>
  );
}
