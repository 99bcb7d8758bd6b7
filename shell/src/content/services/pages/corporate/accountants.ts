import type { ServiceContent } from '../../types';

/** The content of /corporate/accountants. */
const content: ServiceContent = {
  heroIntro:
    'Good accounts tell you whether a site is really paying its way. Our partner accountants work with tenant businesses of every size, from sole traders to multi-site groups.',
  intro: {
    title: 'Numbers That Support Your Negotiations',
    text: [
      'A landlord considering a rent reduction, a lender weighing a loan, or a buyer valuing your business will all ask for the same thing: reliable figures. Up-to-date management accounts and a cash flow forecast make every property conversation easier.',
      'Our accountants also help with the tax side of occupying premises: capital allowances on fit-out works, the treatment of rent-free periods and premiums, and VAT where a landlord has opted to tax the building.',
    ],
  },
  points: {
    title: 'Where Accountants Add Value',
    text: [],
    points: [
      { title: 'Site profitability', text: 'Seeing each location’s true contribution once rent, rates and service charges are allocated.' },
      { title: 'Tax on property deals', text: 'Capital allowances, premiums and VAT treated correctly from the outset.' },
      { title: 'Forecasts for landlords', text: 'Credible projections that support a payment plan or restructure proposal.' },
    ],
  },
  similar: ['property/rates', 'corporate/finance-investments'],
};

export default content;
