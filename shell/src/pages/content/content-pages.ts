/** Titles and opening lines of the content pages; their full content arrives with the content-pages issue. */
export const contentPages = {
  about: {
    title: 'About Us',
    intro: 'We are the independent voice of the UK’s commercial tenants: business owners who rent the shops, offices, cafés and workshops our high streets depend on.',
  },
  lobbying: {
    title: 'Lobbying',
    intro: 'Upward-only rent reviews, an outdated Landlord and Tenant Act, rates that punish occupiers: we take tenants’ case to Westminster and to every political party.',
  },
  community: {
    title: 'Community',
    intro: 'Join thousands of tenants who share what works, warn each other about what does not, and stand together when it matters.',
  },
  adviceSupport: {
    title: 'Our Advice & Process',
    intro: 'From your first question to a settled lease, here is how we help, with free guides for members along the way.',
  },
  specificAdvice: {
    title: 'Specialist Advice & Representation',
    intro: 'When a dispute, renewal or rent review needs an expert at your side, we connect you with vetted property professionals.',
  },
  sorry: { title: 'Sorry', intro: undefined },
} as const;

export type ContentPageKey = keyof typeof contentPages;
