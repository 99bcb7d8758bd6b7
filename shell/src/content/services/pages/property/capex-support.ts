import type { ServiceContent } from '../../types';

/** The content of /property/capex-support. */
const content: ServiceContent = {
  heroIntro:
    'New equipment, a refurbished unit or a greener building can transform a business, but the capital has to come from somewhere. We help you find it and keep more of it.',
  intro: {
    title: 'Capital Spending, Planned Properly',
    text: [
      'Before you fund improvements to someone else’s building, ask who benefits. Works that raise the value of the property may justify a capital contribution from the landlord, a rent-free period or a change to your reinstatement obligations.',
      'On the tax side, most businesses can deduct qualifying plant and machinery spending through the Annual Investment Allowance, and companies may claim full expensing. Fixtures in a building need careful identification to benefit.',
    ],
  },
  points: {
    title: 'Where Capex Support Helps',
    text: [],
    points: [
      { title: 'Landlord contributions', text: 'Negotiating a contribution to works that improve the building, secured in the lease or a side letter.' },
      { title: 'Capital allowances', text: 'Working with your accountant so fixtures and equipment are identified and claimed.' },
      { title: 'Exit costs', text: 'Agreeing at the start whether improvements stay or must be removed when you leave.' },
    ],
  },
  similar: ['non-corporate/shopfitters', 'corporate/finance-investments'],
};

export default content;
