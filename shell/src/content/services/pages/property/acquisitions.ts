import type { ServiceContent } from '../../types';

/** The content of /property/acquisitions. */
const content: ServiceContent = {
  heroIntro: 'Whether you are opening a second site or relocating, we represent you, not the landlord, from the property search to the signed heads of terms.',
  intro: {
    title: 'An Agent On Your Side Of The Table',
    text: [
      'The agent marketing a building works for the landlord. A tenant representative searches the whole market, including space that is not advertised, and negotiates rent-free periods, incentives and lease terms on your behalf.',
      'Tenant representation is usually charged at around 10% of the average annual rent over the first five years of the lease. In our experience the incentives secured typically cover that fee several times over.',
    ],
    links: [{ label: 'How to choose and view properties', to: '/advice-support' }],
  },
  points: {
    title: 'What A Good Acquisition Looks Like',
    text: [],
    points: [
      { title: 'The right building', text: 'A brief that reflects your budget, location, size and the amenities your staff and customers need.' },
      { title: 'The right incentives', text: 'Rent-free periods and capital contributions that reflect the market, not the first offer.' },
      { title: 'The right lease', text: 'Heads of terms agreed in detail before solicitors are instructed, so nothing is lost in the drafting.' },
    ],
  },
  similar: ['property/own-your-property', 'non-corporate/shopfitters'],
};

export default content;
