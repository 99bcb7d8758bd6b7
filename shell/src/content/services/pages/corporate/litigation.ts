import type { ServiceContent } from '../../types';

/** The content of /corporate/litigation. */
const content: ServiceContent = {
  heroIntro:
    'Most disputes settle, but some cannot. When yours needs to be decided by a court or tribunal, you need a litigator who knows landlord and tenant law.',
  intro: {
    title: 'When Negotiation Has Run Its Course',
    text: [
      'Court proceedings are expensive and slow, so they should be the last resort. But a landlord who knows you will not go to court has little reason to compromise, and sometimes a claim is the only way to protect your rights.',
      'Before proceedings start, the courts expect both sides to follow pre-action conduct: setting out their case, exchanging key documents and considering alternative dispute resolution. Handled well, that stage alone resolves many claims.',
    ],
  },
  points: {
    title: 'Disputes We See Most Often',
    text: [],
    points: [
      { title: 'Lease renewals', text: 'Opposed and unopposed renewals under the 1954 Act, including disputes over the new rent and terms.' },
      { title: 'Forfeiture and relief', text: 'Urgent applications when a landlord has re-entered or is threatening to.' },
      { title: 'Dilapidations and service charges', text: 'Claims where the sums demanded are out of proportion to the facts.' },
    ],
  },
  similar: ['corporate/mediation', 'corporate/legal'],
};

export default content;
