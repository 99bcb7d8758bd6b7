import type { AreaContent } from './types';

/** The non-corporate service pages: the trades and suppliers that keep premises running. */
export const nonCorporateContent: AreaContent = {
  overview: {
    summary: 'HR, contractors, shopfitters and utilities: trusted suppliers for day-to-day running.',
    heroIntro:
      'Running premises means relying on people outside the business: builders, fitters, energy suppliers and HR specialists. We help you find ones who are competent and fairly priced.',
    image: { art: 'tools', alt: 'A hammer and a spanner' },
    intro: {
      title: 'Suppliers Recommended By Tenants',
      subtitle: 'Practical help for the practical side of running premises',
      text: [
        'Every supplier we refer has worked for members before, and we ask for feedback after every job. If something goes wrong, we want to hear about it.',
        'Because we represent a large number of tenant businesses, our partners offer members preferential rates on many services. Ask our team what is currently available.',
      ],
    },
    similar: ['property/services', 'corporate/services'],
  },
  services: {
    'hr-consultants': {
      summary: 'Employment advice for relocations, restructures and everyday people matters.',
      heroIntro:
        'Moving premises, cutting hours or taking on a new site all affect your staff. Our HR consultants help you handle the people side fairly and lawfully.',
      image: { art: 'people', alt: 'Three colleagues standing together' },
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
    },
    contractors: {
      summary: 'Reliable builders and maintenance contractors for repairs and alterations.',
      heroIntro:
        'Whether it is a leaking roof or a new layout, the contractor you choose affects your costs, your landlord relationship and your end-of-lease liabilities.',
      image: { art: 'tools', alt: 'A hammer and a spanner' },
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
    },
    shopfitters: {
      summary: 'Fit-out specialists who deliver on time and leave the lease position clear.',
      heroIntro:
        'A good fit-out brings customers in; a delayed one costs you the rent-free period you negotiated. Our shopfitting partners plan around your opening date.',
      image: { art: 'paint', alt: 'A paint roller' },
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
    },
    utilities: {
      summary: 'Better energy, water and telecoms contracts for your premises.',
      heroIntro:
        'Business energy has no price cap, and out-of-contract rates can be punishing. We help you understand your contracts and switch at the right time.',
      image: { art: 'bolt', alt: 'A lightning bolt for electricity' },
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
    },
  },
};
