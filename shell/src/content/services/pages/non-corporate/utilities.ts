import type { ServiceContent } from '../../types';

/** The content of /non-corporate/utilities. */
const content: ServiceContent = {
  heroIntro:
    'Business energy has no price cap, and out-of-contract rates can be punishing. We help you understand your contracts and switch at the right time.',
  intro: {
    title: 'Take Control Of Running Costs',
    text: [
      'Unlike household energy, business contracts are negotiated individually and renew on terms set by the supplier if you do nothing. Missing a renewal window can move you onto far higher deemed or out-of-contract rates.',
      'Where your landlord supplies energy and recharges you, the lease and the resale rules decide what can be charged. We check that the recharge reflects what the landlord actually pays.',
    ],
  },
  qa: {
    title: 'Utility Questions',
    text: [],
    qa: [
      {
        question: 'When should I start looking for a new contract?',
        answer: 'Several months before your current contract ends. Note the termination notice period in your contract too.',
      },
      {
        question: 'Are energy brokers regulated?',
        answer: 'Ofgem requires suppliers to be clear about broker costs for microbusinesses. Always ask how your broker is paid.',
      },
      {
        question: 'Can I switch if my landlord supplies the energy?',
        answer: 'Sometimes, if the premises have their own meter and the lease allows it. We can help you check.',
      },
    ],
  },
  similar: ['property/service-charge', 'non-corporate/contractors'],
};

export default content;
