import { Fragment, type ReactNode } from 'react';
import { Container, serviceAreas } from '@tenants/shared/core';
import type { PageBlock } from '@tenants/shared/model';
import type { Picture } from '../../content/types';
import { Banner } from '../../sections/banner/banner';
import { Benefits } from '../../sections/benefits/benefits';
import { CommunityCard } from '../../sections/community-card/community-card';
import { ComplianceCards } from '../../sections/compliance-cards/compliance-cards';
import { ContentHero } from '../../sections/content-hero/content-hero';
import { EnquirySection } from '../../sections/enquiry-section/enquiry-section';
import { Faq } from '../../sections/faq/faq';
import { Guides } from '../../sections/guides/guides';
import { HeroTiles } from '../../sections/hero-tiles/hero-tiles';
import { IntroBlock } from '../../sections/intro-block/intro-block';
import { PointsSection } from '../../sections/points-section/points-section';
import { PropertyIdentification } from '../../sections/property-identification/property-identification';
import { QASection } from '../../sections/qa-section/qa-section';
import { Reviews } from '../../sections/reviews/reviews';
import { RichText } from '../../sections/rich-text/rich-text';
import { sectionIcons, valueIcons } from '../../sections/section-icons';
import { Section } from '../../sections/section/section';
import { ServiceCards } from '../../sections/service-cards/service-cards';
import { ServiceTabs } from '../../sections/service-tabs/service-tabs';
import { SimilarServices } from '../../sections/similar-services/similar-services';
import type { PageBlockOf } from './block-types';
import { isServerBlock, type DrawnPage, type Landing } from './landing';
import { keepsServerHtml } from './page-parts';
import { useAreaCards } from './service-cards-data';
import { useSiteData } from './site-data';
import { KeptBlock, ServerDrawnBlock } from './static-block';

/** A drawing's name or an uploaded picture, as the illustrations take it. */
const picture = (image: PageBlockOf<'hero'>['image']): Picture => image as Picture;

function Hero({ block, page, className, children }: { block: PageBlockOf<'hero'>; page: DrawnPage; className?: string; children?: ReactNode }) {
  return (
    <ContentHero
      eyebrow={block.eyebrow}
      title={block.title ?? page.title}
      intro={block.intro}
      image={picture(block.image)}
      mobileImage={block.mobileImage && picture(block.mobileImage)}
      action={block.enquireButton === false ? null : undefined}
      className={className}
    >
      {children}
    </ContentHero>
  );
}

function AreaCards({ block }: { block: PageBlockOf<'serviceCards'> }) {
  const cards = useAreaCards(block.area);
  return (
    <Section title={block.title} tone="light">
      <ServiceCards cards={cards} label={`${serviceAreas[block.area].label} services`} />
    </Section>
  );
}

function HelpBanner() {
  const { helpBanner } = useSiteData().settings;
  return <Banner block={helpBanner} />;
}

function CommunityGroups({ block }: { block: PageBlockOf<'communityGroups'> }) {
  const { settings } = useSiteData();
  return (
    <section className="shell-section shell-section--light" aria-labelledby="community-groups-title">
      <Container>
        <div className="shell-section__header">
          <h2 id="community-groups-title" className="shell-section__title">
            {block.title}
          </h2>
          <p className="shell-section__text">{block.text}</p>
        </div>
        <ul className="shell-community-cards">
          <CommunityCard channel="email" words={block.email} />
          <CommunityCard channel="whatsapp" words={block.whatsapp} />
          <li className="shell-community-card shell-community-card--link">
            <span className="shell-community-card__icon">{sectionIcons.facebook}</span>
            <h3 className="shell-community-card__title">{block.facebook.title}</h3>
            <p className="shell-community-card__text">{block.facebook.text}</p>
            <a className="ui-button ui-button--primary" href={settings.social.facebook} target="_blank" rel="noopener noreferrer">
              Join On Facebook<span className="ui-visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </Container>
    </section>
  );
}

/** One block drawn by its section component (the page type decides the hero's extras). */
export function Block({ block, page }: { block: PageBlock; page: DrawnPage }) {
  switch (block.type) {
    case 'hero':
      return <Hero block={block} page={page} />;
    case 'heroTiles':
      return <HeroTiles tiles={block.tiles} />;
    case 'intro':
      return <IntroBlock block={block} tone={block.tone} reverse={block.reverse} />;
    case 'points':
      return <PointsSection block={block} tone={block.tone} numbered={block.numbered} />;
    case 'values':
      return <PointsSection block={block} icons={valueIcons} tone={block.tone} />;
    case 'qa':
      return <QASection block={block} tone={block.tone} />;
    case 'faq':
      return <Faq title={block.title} items={block.items} />;
    case 'reviews':
      return <Reviews block={block} />;
    case 'benefits':
      return <Benefits block={block} />;
    case 'banner':
      return <Banner block={block} tone={block.tone} plainLink={block.plainLink} />;
    case 'helpBanner':
      return <HelpBanner />;
    case 'guides':
      return <Guides block={block} />;
    case 'enquiry':
      return <EnquirySection />;
    case 'serviceTabs':
      return <ServiceTabs block={block} />;
    case 'serviceCards':
      return <AreaCards block={block} />;
    case 'similarServices':
      return <SimilarServices block={block} />;
    case 'compliance':
      return <ComplianceCards block={block} />;
    case 'propertyIdentification':
      return <PropertyIdentification block={block} />;
    case 'communityGroups':
      return <CommunityGroups block={block} />;
    case 'richText':
      return <RichText html={block.html} />;
    default:
      return null;
  }
}

/**
 * A page's blocks in their order. Tiles that follow the hero are drawn inside it (home), with the hero's
 * class of the page type. A block that never changes in the browser is kept in an element of its own
 * (landing.ts): on the landing page (`landing`) it is the server's HTML, not drawn again.
 */
export function Blocks({ page, heroClassName, landing }: { page: DrawnPage; heroClassName?: string; landing?: Landing }) {
  const { blocks } = page;
  return (
    <>
      {blocks.map((block, index) => {
        if (isServerBlock(block)) return landing ? <ServerDrawnBlock key={index} index={index} landing={landing} /> : null;
        if (block.type === 'heroTiles' && blocks[index - 1]?.type === 'hero') return null;
        let drawn: ReactNode;
        if (block.type === 'hero') {
          const next = blocks[index + 1];
          drawn = (
            <Hero block={block} page={page} className={heroClassName}>
              {next && !isServerBlock(next) && next.type === 'heroTiles' && <HeroTiles tiles={next.tiles} />}
            </Hero>
          );
        } else drawn = <Block block={block} page={page} />;
        return keepsServerHtml(blocks, index) ? (
          <KeptBlock key={index} index={index}>
            {drawn}
          </KeptBlock>
        ) : (
          <Fragment key={index}>{drawn}</Fragment>
        );
      })}
    </>
  );
}
