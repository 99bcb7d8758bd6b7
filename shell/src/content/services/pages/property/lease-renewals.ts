import type { ServiceContent } from '../../types';

/** The content of /property/lease-renewals. */
const content: ServiceContent = {
  heroIntro:
    'The months before your lease ends are the moment of greatest leverage you will have. We help you use them, from timetable and notices to the rent and terms of the new lease.',
  intro: {
    title: 'Start Earlier Than You Think',
    text: [
      'We recommend that tenants start thinking about renewal 18 to 24 months before the lease expires. That is enough time to test the market, understand what comparable premises let for, and decide whether staying is really the best option.',
      'If your lease has security of tenure under the Landlord and Tenant Act 1954, your landlord can only end it on specified grounds, but it can serve notice giving you as little as six months before the termination date. Tenants who wait for that notice often find themselves negotiating against the clock.',
    ],
    links: [{ label: 'Download the Lease Renewal Timeline guide', to: '/advice-support#guides' }],
  },
  points: {
    title: 'How We Run A Renewal',
    text: [],
    points: [
      {
        title: 'Check your protection',
        text: 'We confirm whether the lease is inside or contracted out of the 1954 Act, which decides how much leverage you have.',
      },
      { title: 'Evidence the rent', text: 'We gather comparable lettings so the new rent is argued on evidence rather than the landlord’s asking figure.' },
      { title: 'Improve the terms', text: 'Renewal is the time to fix what has not worked: break clauses, repair, service charge caps and alterations.' },
      { title: 'Protect your position', text: 'If talks stall, we make sure court deadlines are protected so you keep your right to a new lease.' },
    ],
  },
  similar: ['property/lease-regearing', 'property/strategic-lease-management'],
};

export default content;
