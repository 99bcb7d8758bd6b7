import type { ServiceContent } from '../../types';

/** The content of /non-corporate/shopfitters. */
const content: ServiceContent = {
  heroIntro:
    'A good fit-out brings customers in; a delayed one costs you the rent-free period you negotiated. Our shopfitting partners plan around your opening date.',
  intro: {
    title: 'Fit-Outs That Open On Time',
    text: [
      'The rent-free period on a new lease is often meant to cover the fit-out. Every week of delay eats into it, so a realistic programme agreed before you sign the lease is worth as much as the design.',
      'Shopfronts and signage usually need the landlord’s approval and sometimes planning permission or advertisement consent. Our partners prepare the drawings and applications alongside the design work.',
    ],
  },
  points: {
    title: 'What To Agree Before Work Starts',
    text: [],
    points: [
      { title: 'Programme', text: 'A timetable that fits inside your rent-free period, with consents allowed for.' },
      { title: 'Reinstatement', text: 'Whether the fit-out must be stripped out at the end of the lease, and who pays.' },
      { title: 'Ownership', text: 'Which items become landlord’s fixtures and which remain yours to take away.' },
    ],
  },
  similar: ['property/capex-support', 'non-corporate/contractors'],
};

export default content;
