import type { ServiceContent } from '../../types';

/** The content of /property/lease-restructuring. */
const content: ServiceContent = {
  heroIntro:
    'Trading has changed but your lease has not. We help you open a constructive conversation with your landlord about rent, term and flexibility before the pressure builds.',
  intro: {
    title: 'When The Lease No Longer Fits',
    text: [
      'Leases are usually drafted for a business at its most optimistic moment. Footfall shifts, staff work from home, costs rise, and suddenly a rent that felt fair is the line in the accounts that keeps you awake.',
      'Restructuring is not the same as walking away. Done well, it keeps you in the premises on terms that reflect how the property actually earns for you today, and it gives your landlord the certainty of a tenant who stays and pays.',
    ],
  },
  points: {
    title: 'What A Restructure Can Change',
    text: ['Every landlord has different priorities, so we look at the whole lease rather than just the headline rent.'],
    points: [
      {
        title: 'Rent level and structure',
        text: 'A stepped rent, a temporary reduction or a turnover-linked rent that rises and falls with your takings.',
      },
      { title: 'Break options', text: 'A new or earlier break clause, so you are not locked in for years if the location stops working.' },
      { title: 'Repair obligations', text: 'Limiting repair liability by reference to a schedule of condition, which can save thousands at lease end.' },
      { title: 'Use and alterations', text: 'Widening the permitted use or easing consent requirements so the premises can adapt with you.' },
    ],
  },
  similar: ['property/lease-regearing', 'corporate/insolvency-advice'],
};

export default content;
