import type { ServiceContent } from '../../types';

/** The content of /corporate/mergers-acquisition. */
const content: ServiceContent = {
  heroIntro:
    'Leases are often the slowest part of a business sale. We help buyers and sellers deal with landlord consents, guarantees and due diligence early, so the deal completes on time.',
  intro: {
    title: 'Property Often Decides The Timetable',
    text: [
      'In a share sale the lease stays with the company, but change-of-control clauses and guarantees still need checking. In an asset sale each lease has to be assigned, which means landlord consent for every site.',
      'Buyers should expect their lawyers to review every lease for rent reviews, breaks, repair liabilities and dilapidations exposure. Sellers who prepare that information in advance tend to get better prices and fewer renegotiations.',
    ],
  },
  points: {
    title: 'How We Support A Transaction',
    text: [],
    points: [
      { title: 'Lease due diligence', text: 'A clear report on each site’s rent, term, costs and risks, ready for the buyer.' },
      { title: 'Landlord consents', text: 'Early, complete applications so consent does not delay completion.' },
      { title: 'Guarantee releases', text: 'Negotiating the release of outgoing owners’ personal guarantees as part of the deal.' },
    ],
  },
  similar: ['property/assignments', 'corporate/legal'],
};

export default content;
