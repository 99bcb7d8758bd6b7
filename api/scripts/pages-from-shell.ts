/**
 * Today's content pages, read from the shell's content modules and written as page records (the blocks of
 * @tenants/shared's contracts/pages.ts), in the order and with the options each shell page component gives
 * its sections. Used once to make api/content/pages (generate-pages.mjs bundles this file) and by the test
 * that checks those files against the shell. A room reads another's source here only because this is the
 * one-off move of the words out of the shell: nothing in api/src imports it.
 */
import { serviceAreaList, serviceAreas, paths, servicePath, type PageBlock, type PageRecord, type SiteSettings, type ServiceArea } from '@tenants/shared/model';
import { defaultBrand } from '@tenants/shared/model';
import { helpBanner, memberPerks, reviews, reviewsSection, specificAdviceBanner, values } from '../../shell/src/content/common';
import { benefits, heroTiles, homeFaq, homeHero, serviceTabs, servicesSection } from '../../shell/src/content/home';
import { aboutPage, lobbyingPage, type OrganisationPage } from '../../shell/src/content/organisation';
import { adviceSupportPage, propertyIdentification, specificAdvicePage, viewingsAndOffers, type AdvicePage } from '../../shell/src/content/advice';
import { communityCards, communityHero, communityIntro, communityStory } from '../../shell/src/content/community';
import { guidesSection } from '../../shell/src/content/guides';
import { serviceCardFacts } from '../../shell/src/content/services/cards';
import type { ServicePageContent } from '../../shell/src/content/services/types';
import { contentTitles } from '../../shell/src/pages/content/content-pages';
import { serviceTitle } from '../../shell/src/pages/service/service-titles';

/** The words the shell's components hold themselves rather than in content modules (the test finds each in its source). */
export const componentWords = {
  /** sections/compliance-cards/compliance-cards.tsx */
  compliance: {
    title: 'Stay On Top Of Your Obligations',
    cards: [
      { title: 'Business Rates', text: 'Check your rateable value and the reliefs you could be missing.', to: servicePath('property', 'rates') },
      { title: 'Tenant Compliance', text: 'Health and safety, fire and accessibility duties that come with occupying premises.', to: paths.home },
    ],
  },
  /** sections/similar-services/similar-services.tsx */
  similarTitle: 'Similar Services',
  /** layout/footer/footer.tsx */
  footer: {
    tagline: "Standing up for the UK's commercial tenants: advice, representation and a voice in Westminster.",
    newsletterTitle: 'Subscribe To {product}',
    newsletterText: 'Lease, rates and lobbying news for commercial tenants, straight to your inbox.',
  },
};

/** A copy without undefined fields, so the records are what JSON keeps. */
const defined = <T extends object>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function organisation(address: string, page: OrganisationPage, withValues: boolean): PageRecord {
  const blocks: PageBlock[] = [
    { type: 'hero', eyebrow: page.eyebrow, intro: page.heroIntro, image: page.image, mobileImage: page.mobileImage },
    { type: 'intro', ...page.intro },
  ];
  if (withValues) blocks.push({ type: 'values', ...values });
  blocks.push({ type: 'points', ...page.primary, tone: withValues ? 'white' : 'light', numbered: !withValues });
  if (page.secondary) blocks.push({ type: 'points', ...page.secondary, tone: 'grey' });
  if (withValues) blocks.push({ type: 'reviews', ...reviewsSection, reviews });
  blocks.push({ type: 'enquiry' });
  return defined({ address, type: 'organisation', title: page.title, blocks });
}

function advice(address: string, page: AdvicePage): PageRecord {
  const blocks: PageBlock[] = [
    { type: 'hero', eyebrow: page.eyebrow, intro: page.heroIntro, image: page.image, mobileImage: page.mobileImage },
    { type: 'intro', ...page.intro },
    { type: 'points', ...page.steps, numbered: page.fullGuides },
  ];
  if (page.qa) blocks.push({ type: 'qa', ...page.qa, qa: page.qa.qa ?? [], tone: 'white' });
  blocks.push(
    { type: 'guides', title: guidesSection.title, text: guidesSection.text, lockedText: guidesSection.lockedText, full: page.fullGuides },
    { type: 'points', ...memberPerks, tone: 'white' },
    { type: 'propertyIdentification', ...propertyIdentification },
    { type: 'intro', ...viewingsAndOffers, tone: 'white', reverse: true },
    { type: 'banner', ...specificAdviceBanner, tone: 'cyan', plainLink: true },
  );
  return defined({ address, type: 'advice', title: page.title, blocks });
}

const home = (): PageRecord =>
  defined({
    address: paths.home,
    type: 'home',
    title: '',
    blocks: [
      { type: 'hero', eyebrow: homeHero.eyebrow, title: homeHero.title, intro: homeHero.text, image: homeHero.image, enquireButton: false },
      { type: 'heroTiles', tiles: heroTiles },
      { type: 'benefits', ...benefits },
      { type: 'values', ...values, tone: 'light' },
      { type: 'serviceTabs', ...servicesSection, tabs: serviceTabs },
      { type: 'reviews', ...reviewsSection, reviews },
      { type: 'helpBanner' },
      { type: 'faq', title: homeFaq.title, items: homeFaq.items },
      { type: 'enquiry' },
    ],
  });

const community = (): PageRecord =>
  defined({
    address: paths.community,
    type: 'community',
    title: contentTitles.community,
    blocks: [
      {
        type: 'hero',
        eyebrow: communityHero.eyebrow,
        title: communityHero.title,
        intro: communityHero.intro,
        image: communityHero.image,
        enquireButton: false,
      },
      { type: 'communityGroups', ...communityIntro, email: communityCards.email, whatsapp: communityCards.whatsapp, facebook: communityCards.facebook },
      { type: 'intro', ...communityStory },
      { type: 'helpBanner' },
    ],
  });

/** The slugs of an area: its overview, then its services in menu order. */
export const areaSlugs = (area: ServiceArea): string[] => ['services', ...serviceAreas[area].links.map((link) => link.slug)];

function servicePage(area: ServiceArea, slug: string, content: ServicePageContent): PageRecord {
  const { label } = serviceAreas[area];
  const overview = slug === 'services';
  const facts = serviceCardFacts[area][slug];
  const blocks: PageBlock[] = [
    { type: 'hero', eyebrow: overview ? 'Services' : `${label} Services`, intro: content.heroIntro, image: facts.image },
    { type: 'intro', ...content.intro },
  ];
  if ('points' in content && content.points?.points) blocks.push({ type: 'points', ...content.points, points: content.points.points });
  if ('qa' in content && content.qa) blocks.push({ type: 'qa', ...content.qa, qa: content.qa.qa ?? [] });
  if (overview) blocks.push({ type: 'serviceCards', title: `Our ${label} Services`, area });
  blocks.push(
    { type: 'similarServices', title: componentWords.similarTitle, services: [...content.similar] },
    { type: 'compliance', ...componentWords.compliance },
  );
  return defined({
    address: servicePath(area, slug),
    type: overview ? 'overview' : 'service',
    area,
    title: serviceTitle(area, slug)!,
    card: { text: facts.summary, image: facts.image, position: areaSlugs(area).indexOf(slug) },
    blocks,
  });
}

/** Every content page, given each service page's content module by "area/slug". */
export function pagesFromShell(serviceContent: Record<string, ServicePageContent>): PageRecord[] {
  return [
    home(),
    organisation(paths.about, aboutPage, true),
    organisation(paths.lobbying, lobbyingPage, false),
    community(),
    advice(paths.adviceSupport, adviceSupportPage),
    advice(paths.specificAdvice, specificAdvicePage),
    ...serviceAreaList.flatMap((area) => areaSlugs(area).map((slug) => servicePage(area, slug, serviceContent[`${area}/${slug}`]))),
  ];
}

export const siteSettingsFromShell = (): SiteSettings =>
  defined({
    tagline: componentWords.footer.tagline,
    contactEmail: defaultBrand.email,
    address: [],
    social: defaultBrand.social,
    newsletter: { title: componentWords.footer.newsletterTitle, text: componentWords.footer.newsletterText },
    helpBanner: { title: helpBanner.title, text: helpBanner.text, button: helpBanner.button ?? false },
  });
