import type { OverviewContent } from '../../types';

/** /non-corporate/services, the area's overview. */
const content: OverviewContent = {
  heroIntro:
    'Running premises means relying on people outside the business: builders, fitters, energy suppliers and HR specialists. We help you find ones who are competent and fairly priced.',
  intro: {
    title: 'Suppliers Recommended By Tenants',
    subtitle: 'Practical help for the practical side of running premises',
    text: [
      'Every supplier we refer has worked for members before, and we ask for feedback after every job. If something goes wrong, we want to hear about it.',
      'Because we represent a large number of tenant businesses, our partners offer members preferential rates on many services. Ask our team what is currently available.',
    ],
  },
  similar: ['property/services', 'corporate/services'],
};

export default content;
