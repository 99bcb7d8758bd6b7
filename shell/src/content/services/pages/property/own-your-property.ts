import type { ServiceContent } from '../../types';

/** The content of /property/own-your-property. */
const content: ServiceContent = {
  heroIntro:
    'Owning your premises ends rent reviews for good and can build value on the balance sheet. It also ties up capital. We help you decide whether buying makes sense for your business.',
  intro: {
    title: 'From Tenant To Owner',
    text: [
      'Some landlords will sell to a sitting tenant, particularly where the building is a single let or needs investment. Buying the freehold, or a long leasehold, gives you control over the property and removes a landlord from your business decisions.',
      'The questions are financial as much as legal: the deposit lenders will ask for, stamp duty at non-residential rates, whether to hold the property personally, in the company or in a pension scheme, and what happens to the building if you sell the business.',
    ],
  },
  qa: {
    title: 'Ownership Questions',
    text: [],
    qa: [
      {
        question: 'Can my pension buy the premises?',
        answer:
          'Self-invested personal pensions and small self-administered schemes can own commercial property and lease it to your business at a market rent. Take regulated advice first.',
      },
      {
        question: 'How much deposit will I need?',
        answer:
          'Commercial lenders usually want a larger deposit than for a home, often a quarter of the price or more, and will look closely at your trading accounts.',
      },
      {
        question: 'Is buying always cheaper than renting?',
        answer: 'Not always. Repairs, insurance and the cost of the capital become yours. We model both options side by side before you commit.',
      },
    ],
  },
  similar: ['property/acquisitions', 'corporate/finance-investments'],
};

export default content;
