import type { ServiceContent } from '../../types';

/** The content of /corporate/insurance. */
const content: ServiceContent = {
  heroIntro:
    'Your landlord insures the building and recharges you for it, but that cover does not protect your business. We help you close the gaps and check the recharge.',
  intro: {
    title: 'What Your Landlord’s Policy Does Not Cover',
    text: [
      'Most leases require the landlord to insure the structure and recover the premium from tenants as insurance rent. Your fixtures, stock, equipment and lost income are not covered by that policy; they need your own.',
      'Employers’ liability insurance is a legal requirement for almost every business with staff, and public liability cover is usually required by the lease. Business interruption cover is what keeps wages paid if a fire or flood closes the premises.',
    ],
  },
  points: {
    title: 'Our Insurance Review Covers',
    text: [],
    points: [
      { title: 'Your own policies', text: 'Contents, stock, business interruption and liability cover matched to what you actually do.' },
      { title: 'The landlord’s recharge', text: 'Whether the insurance rent is reasonable, and whether commission is being added to it.' },
      { title: 'Lease requirements', text: 'Making sure your cover meets what the lease demands, so a claim is not refused on a technicality.' },
    ],
  },
  similar: ['corporate/legal', 'property/service-charge'],
};

export default content;
