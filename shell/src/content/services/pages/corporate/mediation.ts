import type { ServiceContent } from '../../types';

/** The content of /corporate/mediation. */
const content: ServiceContent = {
  heroIntro:
    'Mediation brings both sides together with an independent mediator to find a settlement. It is confidential, usually takes a day, and keeps the relationship intact.',
  intro: {
    title: 'A Settlement Both Sides Can Accept',
    text: [
      'In mediation the mediator does not decide who is right. They help each side understand the other’s position and explore options a court could never order, such as a new payment schedule combined with an extended lease.',
      'Courts expect parties to consider alternative dispute resolution before and during proceedings, and can penalise a party who unreasonably refuses. Proposing mediation early is often the strongest move a tenant can make.',
    ],
  },
  points: {
    title: 'Why Tenants Choose Mediation',
    text: [],
    points: [
      { title: 'Cost', text: 'A day’s mediation typically costs a small fraction of taking a dispute to trial.' },
      { title: 'Speed', text: 'Mediations can be arranged within weeks, rather than the many months a court hearing takes.' },
      { title: 'Control', text: 'Nothing is agreed unless you agree it, and the discussions cannot be used against you later.' },
    ],
  },
  similar: ['corporate/litigation', 'property/arrears'],
};

export default content;
