import { paths, type ServiceArea } from '@tenants/shared/core';
import type { Picture, Point, QA } from './types';

export const homeHero = {
  eyebrow: 'Free membership for commercial tenants',
  title: 'Standing Up For The UK’s Commercial Tenants',
  image: { art: 'shopfront', alt: 'A high street shop with a striped awning' } as Picture,
  text: 'Over 900,000 business owners rent the shops, offices, cafés and workshops they trade from. {product} gives them expert advice on leases, rent reviews and rates, a community to lean on, and a voice in Westminster.',
};

export interface HeroTile {
  title: string;
  text: string;
  to: string;
  /** Hidden for a logged-in member (the Join For Free tile). */
  membersHide?: boolean;
}

/** docs/product/look-and-content.md: the hero tiles link to /community, /lobbying, /enquiry and /sign-up. */
export const heroTiles: HeroTile[] = [
  { title: 'Community', text: 'Connect with tenants facing the same issues.', to: paths.community },
  { title: 'Lobbying', text: 'See the changes we are fighting for.', to: paths.lobbying },
  { title: 'Enquire', text: 'Get advice on your lease or dispute.', to: paths.enquiry },
  { title: 'Join For Free', text: 'Unlock guides, events and discounts.', to: paths.signUp, membersHide: true },
];

/** docs/product/look-and-content.md: the benefits, with a shorter intro for narrow phones. */
export const benefits: { title: string; text: string; mobileText: string; points: (Point & { icon: 'community' | 'lobbying' | 'support' })[] } = {
  title: 'Benefits Of Joining {product}',
  text: 'Membership is free for every commercial tenant, whether you rent a single market stall or a portfolio of stores. Here is what you get when you join over 900,000 business owners we speak for.',
  mobileText: 'Free for every commercial tenant. Here is what you get.',
  points: [
    {
      icon: 'community',
      title: 'Community',
      text: 'We connect businesses so they can support each other on tenant issues, from comparing rent review offers to recommending a surveyor who delivered.',
    },
    {
      icon: 'lobbying',
      title: 'Lobbying',
      text: 'We campaign to abolish upward-only rent reviews and to review the Landlord and Tenant Act, and we put tenants’ case to every political party, as we did before the 2024 election.',
    },
    {
      icon: 'support',
      title: 'Support',
      text: 'Guidance on rent reviews, dilapidations, evictions and disputes, a triage service that routes you to the right expert, and corporate sponsors who fund support for members.',
    },
  ],
};

export interface ServiceTab {
  area: ServiceArea;
  label: string;
  title: string;
  text: string;
  image: Picture;
  /** Slugs shown as cards in the panel. */
  highlights: string[];
}

/** The home page's services tabs (first selected by default). */
export const serviceTabs: ServiceTab[] = [
  {
    area: 'property',
    label: 'Property',
    title: 'Property Services',
    text: 'Leases, renewals, rent reviews, service charges, business rates and dilapidations: the property questions tenants ask us most.',
    image: { art: 'shopfront', alt: '' },
    highlights: ['lease-renewals', 'rates', 'dilapidations'],
  },
  {
    area: 'corporate',
    label: 'Corporate',
    title: 'Corporate Services',
    text: 'Insolvency, insurance, finance, legal and mediation support from firms that understand businesses in rented premises.',
    image: { art: 'office', alt: '' },
    highlights: ['insolvency-advice', 'legal', 'mediation'],
  },
  {
    area: 'non-corporate',
    label: 'Non-Corporate',
    title: 'Non-Corporate Services',
    text: 'HR consultants, contractors, shopfitters and utility advisers recommended by other tenants.',
    image: { art: 'tools', alt: '' },
    highlights: ['hr-consultants', 'shopfitters', 'utilities'],
  },
];

export const servicesSection = {
  title: 'How We Can Help',
  text: 'Choose an area to see our most requested services.',
};

/** docs/product/look-and-content.md: four questions, the first open by default. */
export const homeFaq: { title: string; items: QA[] } = {
  title: 'Frequently Asked Questions',
  items: [
    {
      question: 'Is membership really free?',
      answer:
        'Yes. Joining {product} costs nothing and there is no obligation to use any paid service. Members get our guides, the free 30-minute consultation, course discounts and member-only events.',
    },
    {
      question: 'Who can become a member?',
      answer:
        'Any business that rents commercial premises in the UK, whether under a lease or a licence: shops, offices, restaurants, workshops, warehouses and more. Sole traders are as welcome as national chains.',
    },
    {
      question: 'What happens after I send an enquiry?',
      answer:
        'Our triage team reads every enquiry and will contact you, usually within one working day, to understand the situation. If you need specialist help, we introduce you to a vetted partner and explain any costs before you commit.',
    },
    {
      question: 'Do you act for landlords as well?',
      answer:
        'No. We represent tenants only, so there is never a conflict between your interests and a landlord client’s. Our partners confirm they have no conflict before taking on your matter.',
    },
  ],
};
