import type { ServiceContent } from '../../types';

/** The content of /property/surrenders. */
const content: ServiceContent = {
  heroIntro:
    'Sometimes the right decision is to hand the premises back. A negotiated surrender lets you leave with the rent, repairs and guarantees dealt with once and for all.',
  intro: {
    title: 'A Clean Exit, Agreed In Advance',
    text: [
      'A surrender ends the lease by agreement before its contractual expiry. Unlike simply handing in the keys, which leaves your liability for rent and repairs running, a properly documented surrender releases you from future obligations.',
      'Landlords agree to surrenders for their own reasons: a new tenant waiting in the wings, a redevelopment plan, or a wish to avoid a long void. Understanding that motivation is what decides whether you pay a premium to leave or are paid to go.',
    ],
  },
  qa: {
    title: 'Surrender Questions',
    text: [],
    qa: [
      {
        question: 'Can my landlord refuse a surrender?',
        answer:
          'Yes. There is no right to surrender a lease, so it is a negotiation. A break clause, if you have one, is a separate right with strict conditions.',
      },
      {
        question: 'What happens to dilapidations?',
        answer:
          'They should be settled in the surrender deed, either by a payment or by the landlord accepting the premises as they are. Never leave this open.',
      },
      {
        question: 'Are guarantors released too?',
        answer: 'Only if the deed says so. We make sure personal and company guarantees, and any authorised guarantee agreements, are expressly released.',
      },
    ],
  },
  similar: ['property/assignments', 'property/dilapidations'],
};

export default content;
