import type { ContentBlock, Picture, Point } from './types';

export interface AdvicePage {
  title: string;
  eyebrow: string;
  heroIntro: string;
  image: Picture;
  mobileImage?: Picture;
  intro: ContentBlock;
  /** Steps of our process (type 1) or areas of representation (type 2). */
  steps: ContentBlock & { points: Point[] };
  qa?: ContentBlock;
  /** The full guides view (8 guides + Enquire Now) or the short list (4 + View All Guides). */
  fullGuides: boolean;
}

/** /advice-support: advice page type 1. */
export const adviceSupportPage: AdvicePage = {
  title: 'Our Advice & Process',
  eyebrow: 'Advice',
  heroIntro: 'From your first question to a settled lease, here is how we help, with free guides for members along the way.',
  image: { art: 'magnifier', alt: 'A magnifying glass over a document' },
  mobileImage: { art: 'lease', alt: 'A lease document with a pen' },
  intro: {
    title: 'Advice That Starts With Listening',
    text: [
      'Every tenant’s situation is different: the lease, the landlord, the state of the business and the plans for the future. So we start by understanding yours before recommending anything.',
      'Much of what we do is free. Where you need a specialist, such as a surveyor for a rent review or a solicitor for a renewal, we introduce one who acts only for tenants and agree the cost with you first.',
    ],
  },
  steps: {
    title: 'How Our Process Works',
    text: [],
    points: [
      { title: '1. Tell us what is happening', text: 'Send an enquiry online. It takes about two minutes and there is no charge.' },
      { title: '2. Triage', text: 'Our team reviews your lease situation and calls you, usually within one working day.' },
      { title: '3. Your free consultation', text: 'Members get 30 minutes with a property professional to talk through the options.' },
      { title: '4. Specialist support', text: 'If you need it, we introduce a vetted expert and stay involved until it is resolved.' },
    ],
  },
  fullGuides: true,
};

/** /specific-advice: advice page type 2. */
export const specificAdvicePage: AdvicePage = {
  title: 'Specialist Advice & Representation',
  eyebrow: 'Advice',
  heroIntro: 'When a dispute, renewal or rent review needs an expert at your side, we connect you with vetted property professionals.',
  image: { art: 'scales', alt: 'A pair of scales' },
  intro: {
    title: 'Experts Who Act Only For Tenants',
    text: [
      'Some situations need more than guidance: a rent review that has gone to an independent expert, a landlord opposing your renewal, or a dilapidations claim heading for court. That is when professional representation pays for itself.',
      'Our specialist partners are chartered surveyors, solicitors and mediators with years of tenant-side experience. They are chosen for results, and members rate every one of them.',
    ],
  },
  steps: {
    title: 'Where We Represent Tenants',
    text: [],
    points: [
      { title: 'Rent reviews', text: 'Evidence-based negotiation and, if needed, representation before an arbitrator or independent expert.' },
      { title: 'Lease renewals', text: 'Negotiating the rent and terms of your new lease and protecting your statutory rights.' },
      { title: 'Disputes', text: 'Dilapidations, service charges and breaches of covenant, resolved by negotiation, mediation or litigation.' },
      { title: 'New premises', text: 'Tenant representation for acquisitions, from search to signed heads of terms.' },
    ],
  },
  qa: {
    title: 'Representation Questions',
    text: [],
    qa: [
      {
        question: 'How much does representation cost?',
        answer: 'It depends on the matter. Partners offer fixed fees, capped fees or success-related fees, and you agree the basis before any work starts.',
      },
      { question: 'Can I use my own surveyor or solicitor?', answer: 'Of course. We are happy to work alongside advisers you already trust.' },
      {
        question: 'What if my landlord has already started proceedings?',
        answer: 'Contact us immediately. Court and notice deadlines can be short, and acting early keeps more options open.',
      },
    ],
  },
  fullGuides: false,
};

/** Property identification: the four things to weigh, and a top tip. */
export const propertyIdentification: ContentBlock & { points: Point[]; tip: string } = {
  title: 'Finding The Right Property',
  subtitle: 'Four things to settle before you view',
  text: ['A clear brief saves weeks of viewings and stops you falling for premises that do not work.'],
  points: [
    { title: 'Budget', text: 'Rent is only the start. Add business rates, service charge, insurance, utilities and fit-out to find the true annual cost.' },
    { title: 'Location', text: 'Where are your customers and staff? Check footfall, parking, public transport and what neighbouring businesses bring.' },
    { title: 'Size', text: 'Plan for the next five years, not just today. Too much space wastes money; too little forces an early move.' },
    { title: 'Amenities', text: 'Loading, accessibility, kitchens, broadband and opening hours allowed by the lease all matter day to day.' },
  ],
  tip: 'Top tip: ask the agent how long the premises have been empty. A long void usually means a landlord ready to offer a better deal.',
};

/** Viewings and offers (docs/product/look-and-content.md: shortlist of 2 to 4 properties; offers on at least 2). */
export const viewingsAndOffers: ContentBlock & { points: Point[] } = {
  title: 'Viewings And Offers',
  text: ['Competition between landlords is your best negotiating tool, so keep more than one option alive until the deal is agreed.'],
  points: [
    { title: 'Shortlist 2 to 4 properties', text: 'View each one at least twice, at different times of day, and take photographs of its condition.' },
    { title: 'Make offers on at least 2', text: 'Parallel offers show each landlord you have alternatives and bring better incentives to the table.' },
    { title: 'Agree heads of terms', text: 'Put rent, term, breaks, repair and incentives in writing before solicitors are instructed.' },
  ],
  image: { art: 'keys', alt: 'A building with a key' },
};
