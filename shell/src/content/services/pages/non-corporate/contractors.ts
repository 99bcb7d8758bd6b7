import type { ServiceContent } from '../../types';

/** The content of /non-corporate/contractors. */
const content: ServiceContent = {
  heroIntro:
    'Whether it is a leaking roof or a new layout, the contractor you choose affects your costs, your landlord relationship and your end-of-lease liabilities.',
  intro: {
    title: 'The Right Contractor, The Right Paperwork',
    text: [
      'Most leases require the landlord’s written consent, usually by a licence for alterations, before any structural work. Starting without it is a breach of the lease that can be costly to put right.',
      'Construction work is also governed by the Construction (Design and Management) Regulations 2015, which place duties on the client as well as the contractor. Our partners understand those duties and help you meet yours.',
    ],
  },
  qa: {
    title: 'Contractor Questions',
    text: [],
    qa: [
      {
        question: 'Who is responsible for repairs, me or the landlord?',
        answer: 'It depends on the lease. Check the repairing covenant before instructing work, or the landlord may refuse to contribute later.',
      },
      {
        question: 'How many quotes should I get?',
        answer: 'Three is sensible for larger jobs, each based on the same written specification so they can be compared properly.',
      },
      {
        question: 'Should I keep records of the work?',
        answer: 'Always. Invoices, photographs and certificates are your best evidence if dilapidations are disputed at the end of the lease.',
      },
    ],
  },
  similar: ['non-corporate/shopfitters', 'property/dilapidations'],
};

export default content;
