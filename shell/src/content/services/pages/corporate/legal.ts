import type { ServiceContent } from '../../types';

/** The content of /corporate/legal. */
const content: ServiceContent = {
  heroIntro:
    'From a new lease to a licence for alterations, the paperwork matters. Our partner solicitors act for tenants and agree their fees with you before they start.',
  intro: {
    title: 'Legal Advice That Starts With Your Business',
    text: [
      'A lease drafted by the landlord’s solicitor will protect the landlord. Your solicitor’s job is to explain what it means in practice and negotiate the points that matter most to you, rather than marking up every clause.',
      'We refer members to firms with real landlord and tenant experience, who will give you a fixed or capped fee for standard transactions and a clear estimate for anything more complex.',
    ],
  },
  qa: {
    title: 'Legal Questions',
    text: [],
    qa: [
      {
        question: 'Do I need a solicitor for a short lease?',
        answer: 'Even short leases can carry full repair obligations or personal guarantees. A review is usually a modest cost against the risk.',
      },
      {
        question: 'Who pays the landlord’s legal costs?',
        answer: 'By convention each side pays its own on a new lease, but landlords often ask tenants to pay for consents. That can be negotiated.',
      },
      {
        question: 'Can you check a document I have already signed?',
        answer: 'Yes. Knowing exactly what you have agreed to is the first step in planning how to improve it.',
      },
    ],
  },
  similar: ['corporate/litigation', 'property/lease-renewals'],
};

export default content;
