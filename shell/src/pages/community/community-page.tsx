import { Container } from '@tenants/shared/core';
import { useRuntimeConfig } from '../../app/runtime-config';
import { helpBanner } from '../../content/common';
import { communityCards, communityHero, communityIntro, communityStory } from '../../content/community';
import { Banner } from '../../sections/banner/banner';
import { CommunityCard } from '../../sections/community-card/community-card';
import { ContentHero } from '../../sections/content-hero/content-hero';
import { IntroBlock } from '../../sections/intro-block/intro-block';
import { sectionIcons } from '../../sections/section-icons';

/** Community (docs/product/subscriptions.md): the three group cards, the re-gearing style section and the help banner. */
export function CommunityPage() {
  const { brand } = useRuntimeConfig();
  return (
    <>
      <ContentHero eyebrow={communityHero.eyebrow} title={communityHero.title} intro={communityHero.intro} image={communityHero.image} action={null} />
      <section className="shell-section shell-section--light" aria-labelledby="community-groups-title">
        <Container>
          <div className="shell-section__header">
            <h2 id="community-groups-title" className="shell-section__title">
              {communityIntro.title}
            </h2>
            <p className="shell-section__text">{communityIntro.text}</p>
          </div>
          <ul className="shell-community-cards">
            <CommunityCard channel="email" />
            <CommunityCard channel="whatsapp" />
            <li className="shell-community-card shell-community-card--link">
              <span className="shell-community-card__icon">{sectionIcons.facebook}</span>
              <h3 className="shell-community-card__title">{communityCards.facebook.title}</h3>
              <p className="shell-community-card__text">{communityCards.facebook.text}</p>
              <a className="ui-button ui-button--primary" href={brand.social.facebook} target="_blank" rel="noopener noreferrer">
                Join On Facebook<span className="ui-visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </Container>
      </section>
      <IntroBlock block={communityStory} />
      <Banner block={helpBanner} />
    </>
  );
}
