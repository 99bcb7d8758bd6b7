import type { ServiceContent } from '../../types';

/** The content of /property/rates. */
const content: ServiceContent = {
  heroIntro:
    'Business rates are a fixed cost only until someone checks them. We review your rateable value, claim the reliefs you are entitled to and challenge assessments that are wrong.',
  intro: {
    title: 'Are You Paying The Right Rates?',
    text: [
      'Rates are worked out from the rateable value the Valuation Office Agency gives your premises, multiplied by the government’s multiplier, less any relief. Errors in floor areas, descriptions or comparable evidence are more common than most occupiers realise.',
      'Since 1 April 2017, challenges in England follow the Check, Challenge, Appeal process. Each stage has its own evidence requirements, and anyone who knowingly or recklessly provides false information can face a £500 penalty, so it pays to get the details right first time.',
    ],
  },
  points: {
    title: 'Reliefs Worth Checking',
    text: ['Relief rules change with each Budget and differ across the nations of the UK, so we confirm your current entitlement before you apply.'],
    points: [
      {
        title: 'Small business rate relief',
        text: 'No rates are payable on a single property with a rateable value under £12,000, with tapering relief up to £15,000.',
      },
      { title: 'Charitable relief', text: 'Charities using premises wholly or mainly for charitable purposes receive 80% mandatory relief.' },
      { title: 'Empty property relief', text: 'Most empty commercial premises are exempt for the first three months after they fall vacant.' },
      { title: 'Enterprise zones', text: 'Businesses moving into a designated enterprise zone can receive up to 100% relief for a fixed period.' },
    ],
  },
  similar: ['property/service-charge', 'corporate/accountants'],
};

export default content;
