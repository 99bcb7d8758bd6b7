import type { ServiceContent } from '../../types';

/** The content of /property/dilapidations. */
const content: ServiceContent = {
  heroIntro:
    'A dilapidations claim can arrive months after you have left and run to tens of thousands of pounds. Planning ahead, and challenging what is overstated, keeps it in proportion.',
  intro: {
    title: 'The Bill At The End Of The Lease',
    text: [
      'Dilapidations are breaches of the repair, decoration and reinstatement covenants in your lease. At the end of the term your landlord may serve a schedule listing the works it says you should have done and the cost of doing them.',
      'The law limits what a landlord can recover for disrepair to the loss in value of its interest, and the court’s pre-action protocol expects claims to be reasonable and supported. Many first schedules fall a long way short of that standard.',
    ],
  },
  qa: {
    title: 'Dilapidations Questions',
    text: [],
    qa: [
      {
        question: 'Should I do the works before I leave?',
        answer: 'Often yes, because you control the cost. But agree the scope with the landlord first, or you may pay twice.',
      },
      {
        question: 'What if the landlord plans to redevelop?',
        answer:
          'If the building will be demolished or substantially altered, the value of repairs may be little or nothing, and the claim should reflect that.',
      },
      {
        question: 'Does a schedule of condition help?',
        answer: 'Enormously. Attached to the lease at the start, it records the state of the premises and limits your obligation to that standard.',
      },
    ],
  },
  similar: ['property/surrenders', 'non-corporate/contractors'],
};

export default content;
