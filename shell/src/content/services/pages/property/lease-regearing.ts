import type { ServiceContent } from '../../types';

/** The content of /property/lease-regearing. */
const content: ServiceContent = {
  heroIntro: 'A re-gear gives your landlord what it values most, a longer and more secure income, in exchange for something your business needs right now.',
  intro: {
    title: 'Turning Time Into Value',
    text: [
      'A re-gear is a negotiated change to an existing lease part-way through the term. Typically the tenant agrees to extend the lease or remove a break clause, and the landlord offers a rent-free period, a reduced rent or a contribution to works in return.',
      'Because a longer unexpired term makes the building more valuable to the landlord and its lender, a well-timed re-gear often unlocks more than tenants expect. The trick is knowing what your commitment is worth before you offer it.',
    ],
  },
  qa: {
    title: 'Re-gearing Questions We Hear Most',
    text: [],
    qa: [
      {
        question: 'When is the best time to propose a re-gear?',
        answer:
          'Usually when your landlord is refinancing, selling or facing a break date, because that is when certainty is worth most to them. We can help you read the signs.',
      },
      {
        question: 'Will a re-gear reset my rent review?',
        answer:
          'Not automatically. Review dates, the review basis and any upward-only wording should all be renegotiated as part of the deal, not left as they are.',
      },
      {
        question: 'Do I lose my right to renew?',
        answer:
          'A re-gear is normally documented as a deed of variation or a new lease. If it is a new lease, check that it is not contracted out of the security of tenure provisions unless you mean it to be.',
      },
    ],
  },
  similar: ['property/lease-restructuring', 'property/lease-renewals'],
};

export default content;
