import type { ServiceContent } from '../../types';

/** The content of /corporate/finance-investments. */
const content: ServiceContent = {
  heroIntro:
    'Whether you need working capital, a commercial mortgage or asset finance for a fit-out, we connect you with finance partners who will look at the whole business.',
  intro: {
    title: 'The Right Money For The Right Purpose',
    text: [
      'Using an overdraft to pay for a fit-out, or a long loan to cover a short cash gap, costs more than it needs to. Matching the finance to the purpose is the first thing a good adviser checks.',
      'Lenders will want to see your lease as well as your accounts. A short unexpired term, an imminent break or a restrictive alienation clause can all affect what they offer, so we help you present the property side clearly.',
    ],
  },
  qa: {
    title: 'Finance Questions',
    text: [],
    qa: [
      {
        question: 'Can I borrow against a leasehold?',
        answer:
          'Sometimes, particularly with a long lease at a low rent. Most occupational leases have little capital value, so lenders look to the business instead.',
      },
      {
        question: 'What is asset finance?',
        answer:
          'Borrowing secured on equipment, vehicles or fit-out items, repaid over their useful life. It can leave other facilities free for working capital.',
      },
      {
        question: 'Do you take commission?',
        answer: 'Any commission a partner pays is disclosed to you before you proceed, so you can judge the recommendation on its merits.',
      },
    ],
  },
  similar: ['property/own-your-property', 'property/capex-support'],
};

export default content;
