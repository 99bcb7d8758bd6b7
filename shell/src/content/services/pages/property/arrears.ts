import type { ServiceContent } from '../../types';

/** The content of /property/arrears. */
const content: ServiceContent = {
  heroIntro:
    'Rent arrears are stressful, but they are rarely hopeless. Talking to your landlord early, with a credible plan, protects the business and the people who depend on it.',
  intro: {
    title: 'What Your Landlord Can Do, And What You Can Do First',
    text: [
      'A landlord owed rent has several options: pursuing a debt claim, drawing on a rent deposit, claiming from a guarantor, taking goods under Commercial Rent Arrears Recovery after giving at least seven clear days’ notice, or forfeiting the lease by re-entry.',
      'Each takes time and costs the landlord money, which is why most would rather agree a payment plan than lose a tenant. We help you prepare the cash flow forecast and proposal that makes agreement likely.',
    ],
  },
  qa: {
    title: 'Arrears Questions',
    text: [],
    qa: [
      {
        question: 'Can my landlord change the locks?',
        answer:
          'If the lease has a forfeiture clause and rent is unpaid, peaceable re-entry is possible. You may be able to apply to court for relief, so contact us straight away.',
      },
      {
        question: 'Should I stop paying other bills to pay rent?',
        answer: 'Not without advice. Taxes, wages and suppliers all carry their own risks; a structured plan across all creditors is safer.',
      },
      {
        question: 'Will a payment plan be put in writing?',
        answer: 'It should be. We make sure any agreement records the new dates and confirms the landlord will not take action while you keep to it.',
      },
    ],
  },
  similar: ['corporate/insolvency-advice', 'corporate/mediation'],
};

export default content;
