import type { ServiceContent } from '../../types';

/** The content of /non-corporate/hr-consultants. */
const content: ServiceContent = {
  heroIntro:
    'Moving premises, cutting hours or taking on a new site all affect your staff. Our HR consultants help you handle the people side fairly and lawfully.',
  intro: {
    title: 'Your Team Through Every Property Change',
    text: [
      'A relocation can change an employee’s place of work, and a site closure can trigger redundancy consultation duties. Getting the process wrong can lead to tribunal claims that cost more than the move saved.',
      'When you buy a business or take over a site with staff, the TUPE regulations may transfer those employees to you on their existing terms. Knowing that before you sign is essential.',
    ],
  },
  points: {
    title: 'How Our HR Partners Help',
    text: [],
    points: [
      { title: 'Contracts and handbooks', text: 'Clear, up-to-date documents, including mobility clauses that fit your sites.' },
      { title: 'Restructures', text: 'Fair selection, proper consultation and accurate redundancy calculations.' },
      { title: 'Everyday support', text: 'A phone line for the questions that come up between the bigger projects.' },
    ],
  },
  similar: ['corporate/legal', 'corporate/mergers-acquisition'],
};

export default content;
