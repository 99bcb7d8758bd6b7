import type { OverviewContent } from '../../types';

/** /corporate/services, the area's overview. */
const content: OverviewContent = {
  heroIntro:
    'The lease is only one part of running a business from rented premises. Our corporate partners help with the money, the contracts and the disputes that come with it.',
  intro: {
    title: 'Professional Support, Without The Guesswork',
    subtitle: 'Vetted firms who understand tenant businesses',
    text: [
      'Finding an adviser you trust is hard when you only need one occasionally. We work with accountants, solicitors, insolvency practitioners, brokers and mediators who have been recommended by members and who understand how commercial property affects a business.',
      'Every referral starts with a conversation with our team, so you are introduced to the right specialist with the background already explained.',
    ],
  },
  similar: ['property/services', 'non-corporate/services'],
};

export default content;
