import type { ServiceContent } from '../../types';

/** The content of /property/service-charge. */
const content: ServiceContent = {
  heroIntro:
    'Service charges can add a third or more to the cost of occupying a shopping centre or multi-let office. We make sure you pay for what the lease allows, at a fair cost, and no more.',
  intro: {
    title: 'Transparency Is A Right, Not A Favour',
    text: [
      'Since 1 April 2019, surveyors managing commercial property have had to follow the RICS professional statement on service charges. It requires budgets before the year starts, certified accounts within a set period after it ends, and charges that are reasonable and recoverable under the lease.',
      'Even so, we regularly find improvement works billed as repairs, management fees calculated on the wrong basis and costs for empty units passed on to occupiers. A careful read of the lease against the accounts often pays for itself many times over.',
    ],
  },
  qa: {
    title: 'Service Charge Questions',
    text: [],
    qa: [
      {
        question: 'Can I see the invoices behind the accounts?',
        answer: 'Yes. The professional statement expects managing agents to make supporting documents available to tenants on reasonable request.',
      },
      {
        question: 'Who pays for the empty units?',
        answer: 'Usually the landlord. Costs attributable to vacant space should not be shared among the remaining tenants unless the lease clearly says so.',
      },
      {
        question: 'Can I withhold payment while I query a charge?',
        answer: 'Rarely wise. Withholding can put you in breach; we normally pay under protest and pursue a refund or credit instead.',
      },
    ],
  },
  similar: ['property/rates', 'property/strategic-lease-management'],
};

export default content;
