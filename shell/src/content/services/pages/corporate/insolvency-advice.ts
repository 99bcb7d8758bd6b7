import type { ServiceContent } from '../../types';

/** The content of /corporate/insolvency-advice. */
const content: ServiceContent = {
  heroIntro:
    'If the business is struggling to pay its debts, the earlier you take advice the more options you keep. Our insolvency partners talk you through them in confidence.',
  intro: {
    title: 'Options While There Is Still Time',
    text: [
      'Directors of a company that may be insolvent must put creditors’ interests first. Carrying on trading without a realistic plan can expose you personally, which is why early advice protects the people behind the business as well as the business itself.',
      'Insolvency does not always mean closure. Company voluntary arrangements, restructuring plans and administration can all preserve a viable business, and each has particular consequences for your leases and your landlord.',
    ],
  },
  qa: {
    title: 'Insolvency Questions',
    text: [],
    qa: [
      {
        question: 'Can a CVA reduce my rent?',
        answer:
          'Yes. A company voluntary arrangement can compromise rent and other debts if enough creditors vote for it, although landlords can challenge unfair treatment.',
      },
      {
        question: 'What happens to my personal guarantee?',
        answer: 'Guarantees usually survive the company’s insolvency. We make sure your personal position is considered alongside the company’s.',
      },
      {
        question: 'Is the first conversation free?',
        answer: 'Members can book the free 30-minute consultation, and our partners offer an initial confidential call at no cost.',
      },
    ],
  },
  similar: ['property/arrears', 'corporate/accountants'],
};

export default content;
