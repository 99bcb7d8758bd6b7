import { paths } from '@tenants/shared/core';
import type { ContentBlock, Point } from './types';

/**
 * Content several pages share. `{product}` in any text is replaced with the brand's name at run time
 * (see use-fill.ts), since the name is deployment config.
 */

/** docs/product/look-and-content.md: the five values. */
export const values: ContentBlock & { points: Point[] } = {
  title: 'Our Values',
  subtitle: 'What every member can expect from us',
  text: ['Five principles guide the advice we give, the partners we choose and the case we make to government.'],
  points: [
    { title: 'Community', text: 'Tenants are stronger together. We connect businesses so they can share experience and support each other.' },
    { title: 'Making A Difference', text: 'We measure ourselves by outcomes: rents reduced, disputes settled and laws changed for the better.' },
    { title: 'Integrity', text: 'Our advice is independent. We tell members what we would do in their position, even when it is not what they hoped to hear.' },
    { title: 'Fairness', text: 'Landlords and tenants need each other. We argue for a balanced market where both sides negotiate on equal terms.' },
    { title: 'Bold Thinking', text: 'Old rules should not survive just because they are old. We propose practical reforms and make the case for them.' },
  ],
};

export interface Review {
  name: string;
  business: string;
  quote: string;
}

/** Three members' reviews (home and about). */
export const reviews: Review[] = [
  {
    name: 'Priya Shah',
    business: 'Owner, Shah’s Pharmacy, Leicester',
    quote:
      'Our landlord wanted a 30% increase at renewal. The team pulled together evidence of what similar shops were paying and we settled at less than half that, with a break clause we never had before.',
  },
  {
    name: 'Tom Griffiths',
    business: 'Director, Griffiths Joinery, Cardiff',
    quote:
      'We were facing a dilapidations claim of over £60,000 for a unit we had already left. Their surveyor took it apart line by line and the final settlement was a fraction of that.',
  },
  {
    name: 'Aisha Bello',
    business: 'Founder, Bello Studio, Manchester',
    quote:
      'As a first-time tenant I had no idea what I was signing. The free consultation explained every clause in plain English, and the guides meant I went into the negotiation prepared.',
  },
];

export const reviewsSection = {
  title: 'What Our Members Say',
  text: 'Real results from tenant businesses across the UK.',
};

/** The help banner (home, community). */
export const helpBanner: ContentBlock = {
  title: 'Need Help With Your Lease?',
  text: ['Tell us what is happening and a member of our team will be in touch, usually within one working day. There is no charge for the first conversation.'],
  button: true,
};

/** The need-specific-advice banner (advice pages, service pages). */
export const specificAdviceBanner: ContentBlock = {
  title: 'Need Specific Advice?',
  text: ['Every lease is different. If your situation needs an expert to look at the detail, we will introduce you to the right specialist.'],
  button: true,
  links: [{ label: 'Specialist Advice & Representation', to: paths.specificAdvice }],
};

/** What members get (docs/product/look-and-content.md): shown on the advice pages. */
export const memberPerks: ContentBlock & { points: Point[] } = {
  title: 'What Members Receive',
  subtitle: 'Free membership, real benefits',
  text: ['Joining costs nothing and takes a couple of minutes. Once you are a member you can use all of the following.'],
  points: [
    {
      title: 'Free 30-minute consultation',
      text: 'Talk through your lease, renewal or dispute with a qualified property professional, at no cost and with no obligation.',
    },
    {
      title: 'H&S and compliance course discounts',
      text: 'Reduced fees on health and safety, fire safety and compliance training from our accredited course partners.',
    },
    { title: 'Member-only events', text: 'Regular webinars and regional meet-ups on rent reviews, rates and the latest changes in landlord and tenant law.' },
  ],
};
