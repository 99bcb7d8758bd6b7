import type { ContentBlock, Picture, Point } from './types';

/** The About and Lobbying pages. */
export interface OrganisationPage {
  title: string;
  eyebrow: string;
  heroIntro: string;
  image: Picture;
  mobileImage?: Picture;
  intro: ContentBlock;
  /** About: the charter. Lobbying: the goals. */
  primary: ContentBlock & { points: Point[] };
  /** Lobbying: why entrust us. */
  secondary?: ContentBlock & { points: Point[] };
}

export const aboutPage: OrganisationPage = {
  title: 'About Us',
  eyebrow: 'Who we are',
  heroIntro:
    'We are the independent voice of the UK’s commercial tenants: the business owners who rent the shops, offices, cafés and workshops our high streets depend on.',
  image: { art: 'community', alt: 'A circle of business owners supporting each other' },
  intro: {
    title: 'Why {product} Exists',
    subtitle: 'Speaking for over 900,000 tenant businesses',
    text: [
      'Commercial leases in the UK are among the most landlord-friendly in the world. Upward-only rent reviews, full repairing obligations and one-sided service charge provisions have become standard, and small businesses rarely have the time or advice to push back.',
      '{product} was founded by tenants who had been through it themselves. We give members practical advice, connect them with professionals who act only for tenants, and take their experiences to the people who make the rules.',
    ],
  },
  primary: {
    title: 'Our Charter For Tenants',
    text: ['Every member can hold us to these commitments.'],
    points: [
      { title: 'Independent advice', text: 'We never act for landlords, and our partners must declare any conflict before they take on your matter.' },
      { title: 'Plain English', text: 'We explain leases, notices and options without jargon, so you can make the decision yourself.' },
      { title: 'Costs up front', text: 'If a service has a fee, you will know what it is and what it covers before you agree to anything.' },
      { title: 'A fast response', text: 'Every enquiry is read by a person and answered, usually within one working day.' },
      { title: 'Your voice heard', text: 'Members’ experiences shape our campaigns. When you tell us what is not working, we take it to government.' },
    ],
  },
};

export const lobbyingPage: OrganisationPage = {
  title: 'Lobbying',
  eyebrow: 'Our campaigns',
  heroIntro:
    'Upward-only rent reviews, an outdated Landlord and Tenant Act, rates that punish occupiers: we take tenants’ case to Westminster and to every political party.',
  image: { art: 'parliament', alt: 'The Houses of Parliament with its clock tower' },
  mobileImage: { art: 'megaphone', alt: 'A megaphone' },
  intro: {
    title: 'Changing The Rules, Not Just Living With Them',
    text: [
      'Advice helps one tenant at a time. Reform helps all of them at once. With over 900,000 commercial tenants behind our case, we meet ministers, officials and MPs of every party to argue for a fairer market.',
      'We publish our evidence, respond to every relevant consultation, and ask members to tell their MPs how the current rules affect their businesses.',
    ],
  },
  primary: {
    title: 'Our Lobbying Goals',
    text: [],
    points: [
      {
        title: 'Abolish upward-only rent reviews',
        text: 'A rent review that can only go up ignores what happens to the market and to the business. Reviews should follow the market in both directions.',
      },
      {
        title: 'Review the Landlord and Tenant Act',
        text: 'The 1954 Act was written for a different economy. We want faster, cheaper renewals and a fairer balance when leases are contracted out.',
      },
      {
        title: 'Influence every political party',
        text: 'Before the 2024 election we briefed all the main parties on tenants’ priorities, and we continue to hold the new government to its commitments.',
      },
    ],
  },
  secondary: {
    title: 'Why Entrust Us',
    text: [],
    points: [
      { title: 'Evidence from members', text: 'Our proposals are built on real cases: the rents, reviews and disputes members bring to us every week.' },
      {
        title: 'Access where it counts',
        text: 'We sit on working groups and give evidence to select committees, so tenants are in the room when decisions are made.',
      },
      { title: 'Independent of landlords', text: 'We are funded by members and corporate sponsors who serve tenants, not by property owners.' },
    ],
  },
};
