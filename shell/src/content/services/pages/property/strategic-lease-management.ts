import type { ServiceContent } from '../../types';

/** The content of /property/strategic-lease-management. */
const content: ServiceContent = {
  heroIntro:
    'For businesses with more than one site, a missed break date or a forgotten rent review can cost more than a year’s profit. We help you see every lease event coming.',
  intro: {
    title: 'Your Leases, In One View',
    text: [
      'Break notices must be served exactly as the lease requires, on time and often with all rent paid. Rent review trigger notices can be time-limited. Renewal windows open and close. Across several sites, these dates pile up quickly.',
      'We build a simple lease schedule covering each property’s key dates, rent, repair position and options, then review it with you every quarter, so decisions about which sites to keep, re-gear or exit are made deliberately.',
    ],
  },
  points: {
    title: 'What We Track',
    text: [],
    points: [
      { title: 'Critical dates', text: 'Break options, review dates, expiries and notice deadlines, with reminders well ahead of each one.' },
      { title: 'Costs per site', text: 'Rent, service charge, rates and insurance together, so you can compare true occupancy costs.' },
      { title: 'Opportunities', text: 'Sites where a re-gear, surrender or rates challenge could save money this year.' },
    ],
  },
  similar: ['property/lease-renewals', 'property/lease-restructuring'],
};

export default content;
