import type { OverviewContent } from '../../types';

/** /property/services, the area's overview. */
const content: OverviewContent = {
  heroIntro:
    'Your lease is likely to be the biggest contract your business ever signs. We help you understand it, negotiate it and, when things change, reshape it on terms you can live with.',
  intro: {
    title: 'Property Advice Built Around Tenants',
    subtitle: 'From the first viewing to the day you hand back the keys',
    text: [
      'Most landlords are advised by professionals who do this every day. Most tenants are not. Our property team exists to close that gap, explaining what each clause means for your cash flow and where there is room to negotiate.',
      'Choose a topic below to see how we can help, or send us an enquiry and a member of the team will point you to the right specialist.',
    ],
  },
  similar: ['corporate/services', 'non-corporate/services'],
};

export default content;
