import type { AreaContent } from './types';

/** The corporate service pages: the professional help a tenant business needs beyond the lease. */
export const corporateContent: AreaContent = {
  overview: {
    summary: 'Insolvency, insurance, legal, finance and mediation support for tenant businesses.',
    heroIntro:
      'The lease is only one part of running a business from rented premises. Our corporate partners help with the money, the contracts and the disputes that come with it.',
    image: { art: 'office', alt: 'An office building among smaller commercial units' },
    intro: {
      title: 'Professional Support, Without The Guesswork',
      subtitle: 'Vetted firms who understand tenant businesses',
      text: [
        'Finding an adviser you trust is hard when you only need one occasionally. We work with accountants, solicitors, insolvency practitioners, brokers and mediators who have been recommended by members and who understand how commercial property affects a business.',
        'Every referral starts with a conversation with our team, so you are introduced to the right specialist with the background already explained.',
      ],
    },
    similar: ['property/services', 'non-corporate/services'],
  },
  services: {
    'insolvency-advice': {
      summary: 'Early, confidential advice when cash flow problems threaten the business.',
      heroIntro:
        'If the business is struggling to pay its debts, the earlier you take advice the more options you keep. Our insolvency partners talk you through them in confidence.',
      image: { art: 'lifebuoy', alt: 'A lifebuoy' },
      intro: {
        title: 'Options While There Is Still Time',
        text: [
          'Directors of a company that may be insolvent must put creditors’ interests first. Carrying on trading without a realistic plan can expose you personally, which is why early advice protects the people behind the business as well as the business itself.',
          'Insolvency does not always mean closure. Company voluntary arrangements, restructuring plans and administration can all preserve a viable business, and each has particular consequences for your leases and your landlord.',
        ],
      },
      qa: {
        title: 'Insolvency Questions',
        text: [],
        qa: [
          {
            question: 'Can a CVA reduce my rent?',
            answer:
              'Yes. A company voluntary arrangement can compromise rent and other debts if enough creditors vote for it, although landlords can challenge unfair treatment.',
          },
          {
            question: 'What happens to my personal guarantee?',
            answer: 'Guarantees usually survive the company’s insolvency. We make sure your personal position is considered alongside the company’s.',
          },
          {
            question: 'Is the first conversation free?',
            answer: 'Members can book the free 30-minute consultation, and our partners offer an initial confidential call at no cost.',
          },
        ],
      },
      similar: ['property/arrears', 'corporate/accountants'],
    },
    insurance: {
      summary: 'The right cover for your premises, stock and people, at a fair premium.',
      heroIntro:
        'Your landlord insures the building and recharges you for it, but that cover does not protect your business. We help you close the gaps and check the recharge.',
      image: { art: 'shield', alt: 'A shield with a tick' },
      intro: {
        title: 'What Your Landlord’s Policy Does Not Cover',
        text: [
          'Most leases require the landlord to insure the structure and recover the premium from tenants as insurance rent. Your fixtures, stock, equipment and lost income are not covered by that policy; they need your own.',
          'Employers’ liability insurance is a legal requirement for almost every business with staff, and public liability cover is usually required by the lease. Business interruption cover is what keeps wages paid if a fire or flood closes the premises.',
        ],
      },
      points: {
        title: 'Our Insurance Review Covers',
        text: [],
        points: [
          { title: 'Your own policies', text: 'Contents, stock, business interruption and liability cover matched to what you actually do.' },
          { title: 'The landlord’s recharge', text: 'Whether the insurance rent is reasonable, and whether commission is being added to it.' },
          { title: 'Lease requirements', text: 'Making sure your cover meets what the lease demands, so a claim is not refused on a technicality.' },
        ],
      },
      similar: ['corporate/legal', 'property/service-charge'],
    },
    litigation: {
      summary: 'Experienced representation when a property dispute has to go to court.',
      heroIntro:
        'Most disputes settle, but some cannot. When yours needs to be decided by a court or tribunal, you need a litigator who knows landlord and tenant law.',
      image: { art: 'scales', alt: 'A pair of scales of justice' },
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
    },
    'finance-investments': {
      summary: 'Funding for growth, premises and equipment from lenders who understand property.',
      heroIntro:
        'Whether you need working capital, a commercial mortgage or asset finance for a fit-out, we connect you with finance partners who will look at the whole business.',
      image: { art: 'chart', alt: 'A rising bar chart' },
      intro: {
        title: 'The Right Money For The Right Purpose',
        text: [
          'Using an overdraft to pay for a fit-out, or a long loan to cover a short cash gap, costs more than it needs to. Matching the finance to the purpose is the first thing a good adviser checks.',
          'Lenders will want to see your lease as well as your accounts. A short unexpired term, an imminent break or a restrictive alienation clause can all affect what they offer, so we help you present the property side clearly.',
        ],
      },
      qa: {
        title: 'Finance Questions',
        text: [],
        qa: [
          {
            question: 'Can I borrow against a leasehold?',
            answer:
              'Sometimes, particularly with a long lease at a low rent. Most occupational leases have little capital value, so lenders look to the business instead.',
          },
          {
            question: 'What is asset finance?',
            answer:
              'Borrowing secured on equipment, vehicles or fit-out items, repaid over their useful life. It can leave other facilities free for working capital.',
          },
          {
            question: 'Do you take commission?',
            answer: 'Any commission a partner pays is disclosed to you before you proceed, so you can judge the recommendation on its merits.',
          },
        ],
      },
      similar: ['property/own-your-property', 'property/capex-support'],
    },
    'mergers-acquisition': {
      summary: 'Buying or selling a business with leases that help the deal, not hold it up.',
      heroIntro:
        'Leases are often the slowest part of a business sale. We help buyers and sellers deal with landlord consents, guarantees and due diligence early, so the deal completes on time.',
      image: { art: 'merge', alt: 'Two buildings joined by a plus sign' },
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
    },
    accountants: {
      summary: 'Accountants who understand rent, rates and property costs in your accounts.',
      heroIntro:
        'Good accounts tell you whether a site is really paying its way. Our partner accountants work with tenant businesses of every size, from sole traders to multi-site groups.',
      image: { art: 'calculator', alt: 'A calculator showing a total' },
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
    },
    legal: {
      summary: 'Commercial property solicitors acting for tenants, at a fair and agreed cost.',
      heroIntro:
        'From a new lease to a licence for alterations, the paperwork matters. Our partner solicitors act for tenants and agree their fees with you before they start.',
      image: { art: 'lease', alt: 'A signed legal document with a pen' },
      intro: {
        title: 'Legal Advice That Starts With Your Business',
        text: [
          'A lease drafted by the landlord’s solicitor will protect the landlord. Your solicitor’s job is to explain what it means in practice and negotiate the points that matter most to you, rather than marking up every clause.',
          'We refer members to firms with real landlord and tenant experience, who will give you a fixed or capped fee for standard transactions and a clear estimate for anything more complex.',
        ],
      },
      qa: {
        title: 'Legal Questions',
        text: [],
        qa: [
          {
            question: 'Do I need a solicitor for a short lease?',
            answer: 'Even short leases can carry full repair obligations or personal guarantees. A review is usually a modest cost against the risk.',
          },
          {
            question: 'Who pays the landlord’s legal costs?',
            answer: 'By convention each side pays its own on a new lease, but landlords often ask tenants to pay for consents. That can be negotiated.',
          },
          {
            question: 'Can you check a document I have already signed?',
            answer: 'Yes. Knowing exactly what you have agreed to is the first step in planning how to improve it.',
          },
        ],
      },
      similar: ['corporate/litigation', 'property/lease-renewals'],
    },
    mediation: {
      summary: 'Resolve disputes with your landlord quickly, privately and for a fraction of court costs.',
      heroIntro:
        'Mediation brings both sides together with an independent mediator to find a settlement. It is confidential, usually takes a day, and keeps the relationship intact.',
      image: { art: 'chat', alt: 'Two speech bubbles in conversation' },
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
    },
  },
};
