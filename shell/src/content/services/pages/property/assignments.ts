import type { ServiceContent } from '../../types';

/** The content of /property/assignments. */
const content: ServiceContent = {
  heroIntro:
    'Selling the business, moving on or downsizing? Assigning your lease can transfer the rent and obligations to someone else, if the consent process is handled properly.',
  intro: {
    title: 'Handing On The Lease',
    text: [
      'Most commercial leases allow assignment only with the landlord’s consent, which must not be unreasonably withheld. Landlords must also respond to a written request within a reasonable time and give reasons for any refusal.',
      'Consent usually comes with conditions. The most common is an authorised guarantee agreement, under which you guarantee the incoming tenant until it assigns again. We help you understand what you are signing and keep the conditions proportionate.',
    ],
  },
  points: {
    title: 'Getting Consent Without Delay',
    text: [],
    points: [
      {
        title: 'A complete application',
        text: 'Accounts, references and a business plan for the assignee, sent together, so the landlord has no reason to stall.',
      },
      { title: 'Reasonable conditions', text: 'Rent deposits and guarantees sized to the risk, rather than whatever the landlord’s template asks for.' },
      { title: 'Costs under control', text: 'An undertaking for the landlord’s legal and surveyor fees capped at a sensible figure from the start.' },
    ],
  },
  similar: ['property/surrenders', 'corporate/mergers-acquisition'],
};

export default content;
