import type { AreaContent } from './types';

/** The property service pages: leases, rent, rates and premises. */
export const propertyContent: AreaContent = {
  overview: {
    summary: 'Leases, rent reviews, rates, service charges and dilapidations: the property side of running a business.',
    heroIntro:
      'Your lease is likely to be the biggest contract your business ever signs. We help you understand it, negotiate it and, when things change, reshape it on terms you can live with.',
    image: { art: 'shopfront', alt: 'A high street shop with a striped awning and an open door' },
    intro: {
      title: 'Property Advice Built Around Tenants',
      subtitle: 'From the first viewing to the day you hand back the keys',
      text: [
        'Most landlords are advised by professionals who do this every day. Most tenants are not. Our property team exists to close that gap, explaining what each clause means for your cash flow and where there is room to negotiate.',
        'Choose a topic below to see how we can help, or send us an enquiry and a member of the team will point you to the right specialist.',
      ],
    },
    similar: ['corporate/services', 'non-corporate/services'],
  },
  services: {
    'lease-restructuring': {
      summary: 'Reshape rent, term and break options when your lease no longer fits the business.',
      heroIntro:
        'Trading has changed but your lease has not. We help you open a constructive conversation with your landlord about rent, term and flexibility before the pressure builds.',
      image: { art: 'lease', alt: 'A lease document with a signature and a pen' },
      intro: {
        title: 'When The Lease No Longer Fits',
        text: [
          'Leases are usually drafted for a business at its most optimistic moment. Footfall shifts, staff work from home, costs rise, and suddenly a rent that felt fair is the line in the accounts that keeps you awake.',
          'Restructuring is not the same as walking away. Done well, it keeps you in the premises on terms that reflect how the property actually earns for you today, and it gives your landlord the certainty of a tenant who stays and pays.',
        ],
      },
      points: {
        title: 'What A Restructure Can Change',
        text: ['Every landlord has different priorities, so we look at the whole lease rather than just the headline rent.'],
        points: [
          {
            title: 'Rent level and structure',
            text: 'A stepped rent, a temporary reduction or a turnover-linked rent that rises and falls with your takings.',
          },
          { title: 'Break options', text: 'A new or earlier break clause, so you are not locked in for years if the location stops working.' },
          { title: 'Repair obligations', text: 'Limiting repair liability by reference to a schedule of condition, which can save thousands at lease end.' },
          { title: 'Use and alterations', text: 'Widening the permitted use or easing consent requirements so the premises can adapt with you.' },
        ],
      },
      similar: ['property/lease-regearing', 'corporate/insolvency-advice'],
    },
    'lease-regearing': {
      summary: 'Trade a longer commitment for a rent-free period, lower rent or better terms.',
      heroIntro: 'A re-gear gives your landlord what it values most, a longer and more secure income, in exchange for something your business needs right now.',
      image: { art: 'calendar', alt: 'A calendar with a future date circled' },
      intro: {
        title: 'Turning Time Into Value',
        text: [
          'A re-gear is a negotiated change to an existing lease part-way through the term. Typically the tenant agrees to extend the lease or remove a break clause, and the landlord offers a rent-free period, a reduced rent or a contribution to works in return.',
          'Because a longer unexpired term makes the building more valuable to the landlord and its lender, a well-timed re-gear often unlocks more than tenants expect. The trick is knowing what your commitment is worth before you offer it.',
        ],
      },
      qa: {
        title: 'Re-gearing Questions We Hear Most',
        text: [],
        qa: [
          {
            question: 'When is the best time to propose a re-gear?',
            answer:
              'Usually when your landlord is refinancing, selling or facing a break date, because that is when certainty is worth most to them. We can help you read the signs.',
          },
          {
            question: 'Will a re-gear reset my rent review?',
            answer:
              'Not automatically. Review dates, the review basis and any upward-only wording should all be renegotiated as part of the deal, not left as they are.',
          },
          {
            question: 'Do I lose my right to renew?',
            answer:
              'A re-gear is normally documented as a deed of variation or a new lease. If it is a new lease, check that it is not contracted out of the security of tenure provisions unless you mean it to be.',
          },
        ],
      },
      similar: ['property/lease-restructuring', 'property/lease-renewals'],
    },
    'lease-renewals': {
      summary: 'Plan your renewal early and negotiate from strength, not at the last minute.',
      heroIntro:
        'The months before your lease ends are the moment of greatest leverage you will have. We help you use them, from timetable and notices to the rent and terms of the new lease.',
      image: { art: 'calendar', alt: 'A calendar marking the date a lease ends' },
      intro: {
        title: 'Start Earlier Than You Think',
        text: [
          'We recommend that tenants start thinking about renewal 18 to 24 months before the lease expires. That is enough time to test the market, understand what comparable premises let for, and decide whether staying is really the best option.',
          'If your lease has security of tenure under the Landlord and Tenant Act 1954, your landlord can only end it on specified grounds, but it can serve notice giving you as little as six months before the termination date. Tenants who wait for that notice often find themselves negotiating against the clock.',
        ],
        links: [{ label: 'Download the Lease Renewal Timeline guide', to: '/advice-support#guides' }],
      },
      points: {
        title: 'How We Run A Renewal',
        text: [],
        points: [
          {
            title: 'Check your protection',
            text: 'We confirm whether the lease is inside or contracted out of the 1954 Act, which decides how much leverage you have.',
          },
          { title: 'Evidence the rent', text: 'We gather comparable lettings so the new rent is argued on evidence rather than the landlord’s asking figure.' },
          { title: 'Improve the terms', text: 'Renewal is the time to fix what has not worked: break clauses, repair, service charge caps and alterations.' },
          { title: 'Protect your position', text: 'If talks stall, we make sure court deadlines are protected so you keep your right to a new lease.' },
        ],
      },
      similar: ['property/lease-regearing', 'property/strategic-lease-management'],
    },
    surrenders: {
      summary: 'Leave a lease early and cleanly, with the liabilities settled in writing.',
      heroIntro:
        'Sometimes the right decision is to hand the premises back. A negotiated surrender lets you leave with the rent, repairs and guarantees dealt with once and for all.',
      image: { art: 'door', alt: 'An open door with an arrow leading out' },
      intro: {
        title: 'A Clean Exit, Agreed In Advance',
        text: [
          'A surrender ends the lease by agreement before its contractual expiry. Unlike simply handing in the keys, which leaves your liability for rent and repairs running, a properly documented surrender releases you from future obligations.',
          'Landlords agree to surrenders for their own reasons: a new tenant waiting in the wings, a redevelopment plan, or a wish to avoid a long void. Understanding that motivation is what decides whether you pay a premium to leave or are paid to go.',
        ],
      },
      qa: {
        title: 'Surrender Questions',
        text: [],
        qa: [
          {
            question: 'Can my landlord refuse a surrender?',
            answer:
              'Yes. There is no right to surrender a lease, so it is a negotiation. A break clause, if you have one, is a separate right with strict conditions.',
          },
          {
            question: 'What happens to dilapidations?',
            answer:
              'They should be settled in the surrender deed, either by a payment or by the landlord accepting the premises as they are. Never leave this open.',
          },
          {
            question: 'Are guarantors released too?',
            answer: 'Only if the deed says so. We make sure personal and company guarantees, and any authorised guarantee agreements, are expressly released.',
          },
        ],
      },
      similar: ['property/assignments', 'property/dilapidations'],
    },
    assignments: {
      summary: 'Pass your lease to a new tenant with the landlord’s consent and your liability limited.',
      heroIntro:
        'Selling the business, moving on or downsizing? Assigning your lease can transfer the rent and obligations to someone else, if the consent process is handled properly.',
      image: { art: 'transfer', alt: 'Two documents with arrows passing between them' },
      intro: {
        title: 'Handing On The Lease',
        text: [
          'Most commercial leases allow assignment only with the landlord’s consent, which must not be unreasonably withheld. Landlords must also respond to a written request within a reasonable time and give reasons for any refusal.',
          'Consent usually comes with conditions. The most common is an authorised guarantee agreement, under which you guarantee the incoming tenant until it assigns again. We help you understand what you are signing and keep the conditions proportionate.',
        ],
      },
      points: {
        title: 'Getting Consent Without Delay',
        text: [],
        points: [
          {
            title: 'A complete application',
            text: 'Accounts, references and a business plan for the assignee, sent together, so the landlord has no reason to stall.',
          },
          { title: 'Reasonable conditions', text: 'Rent deposits and guarantees sized to the risk, rather than whatever the landlord’s template asks for.' },
          { title: 'Costs under control', text: 'An undertaking for the landlord’s legal and surveyor fees capped at a sensible figure from the start.' },
        ],
      },
      similar: ['property/surrenders', 'corporate/mergers-acquisition'],
    },
    'service-charge': {
      summary: 'Check what you are charged for shared services, and challenge what you should not pay.',
      heroIntro:
        'Service charges can add a third or more to the cost of occupying a shopping centre or multi-let office. We make sure you pay for what the lease allows, at a fair cost, and no more.',
      image: { art: 'invoice', alt: 'A service charge invoice marked as due' },
      intro: {
        title: 'Transparency Is A Right, Not A Favour',
        text: [
          'Since 1 April 2019, surveyors managing commercial property have had to follow the RICS professional statement on service charges. It requires budgets before the year starts, certified accounts within a set period after it ends, and charges that are reasonable and recoverable under the lease.',
          'Even so, we regularly find improvement works billed as repairs, management fees calculated on the wrong basis and costs for empty units passed on to occupiers. A careful read of the lease against the accounts often pays for itself many times over.',
        ],
      },
      qa: {
        title: 'Service Charge Questions',
        text: [],
        qa: [
          {
            question: 'Can I see the invoices behind the accounts?',
            answer: 'Yes. The professional statement expects managing agents to make supporting documents available to tenants on reasonable request.',
          },
          {
            question: 'Who pays for the empty units?',
            answer:
              'Usually the landlord. Costs attributable to vacant space should not be shared among the remaining tenants unless the lease clearly says so.',
          },
          {
            question: 'Can I withhold payment while I query a charge?',
            answer: 'Rarely wise. Withholding can put you in breach; we normally pay under protest and pursue a refund or credit instead.',
          },
        ],
      },
      similar: ['property/rates', 'property/strategic-lease-management'],
    },
    rates: {
      summary: 'Make sure your rateable value is right and every relief you qualify for is applied.',
      heroIntro:
        'Business rates are a fixed cost only until someone checks them. We review your rateable value, claim the reliefs you are entitled to and challenge assessments that are wrong.',
      image: { art: 'coins', alt: 'Stacks of pound coins' },
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
    },
    'strategic-lease-management': {
      summary: 'Keep every break date, review and renewal across your sites under control.',
      heroIntro:
        'For businesses with more than one site, a missed break date or a forgotten rent review can cost more than a year’s profit. We help you see every lease event coming.',
      image: { art: 'magnifier', alt: 'A magnifying glass over a lease schedule' },
      intro: {
        title: 'Your Leases, In One View',
        text: [
          'Break notices must be served exactly as the lease requires, on time and often with all rent paid. Rent review trigger notices can be time-limited. Renewal windows open and close. Across several sites, these dates pile up quickly.',
          'We build a simple lease schedule covering each property’s key dates, rent, repair position and options, then review it with you every quarter, so decisions about which sites to keep, re-gear or exit are made deliberately.',
        ],
      },
      points: {
        title: 'What We Track',
        text: [],
        points: [
          { title: 'Critical dates', text: 'Break options, review dates, expiries and notice deadlines, with reminders well ahead of each one.' },
          { title: 'Costs per site', text: 'Rent, service charge, rates and insurance together, so you can compare true occupancy costs.' },
          { title: 'Opportunities', text: 'Sites where a re-gear, surrender or rates challenge could save money this year.' },
        ],
      },
      similar: ['property/lease-renewals', 'property/lease-restructuring'],
    },
    'own-your-property': {
      summary: 'Explore buying the premises you trade from, instead of renting them.',
      heroIntro:
        'Owning your premises ends rent reviews for good and can build value on the balance sheet. It also ties up capital. We help you decide whether buying makes sense for your business.',
      image: { art: 'keys', alt: 'A house-shaped building with a key' },
      intro: {
        title: 'From Tenant To Owner',
        text: [
          'Some landlords will sell to a sitting tenant, particularly where the building is a single let or needs investment. Buying the freehold, or a long leasehold, gives you control over the property and removes a landlord from your business decisions.',
          'The questions are financial as much as legal: the deposit lenders will ask for, stamp duty at non-residential rates, whether to hold the property personally, in the company or in a pension scheme, and what happens to the building if you sell the business.',
        ],
      },
      qa: {
        title: 'Ownership Questions',
        text: [],
        qa: [
          {
            question: 'Can my pension buy the premises?',
            answer:
              'Self-invested personal pensions and small self-administered schemes can own commercial property and lease it to your business at a market rent. Take regulated advice first.',
          },
          {
            question: 'How much deposit will I need?',
            answer:
              'Commercial lenders usually want a larger deposit than for a home, often a quarter of the price or more, and will look closely at your trading accounts.',
          },
          {
            question: 'Is buying always cheaper than renting?',
            answer: 'Not always. Repairs, insurance and the cost of the capital become yours. We model both options side by side before you commit.',
          },
        ],
      },
      similar: ['property/acquisitions', 'corporate/finance-investments'],
    },
    acquisitions: {
      summary: 'Find and secure new premises with a tenant-side adviser negotiating for you.',
      heroIntro:
        'Whether you are opening a second site or relocating, we represent you, not the landlord, from the property search to the signed heads of terms.',
      image: { art: 'office', alt: 'An office building beside smaller shop units' },
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
    },
    arrears: {
      summary: 'Fallen behind on rent? Act early and keep control of what happens next.',
      heroIntro:
        'Rent arrears are stressful, but they are rarely hopeless. Talking to your landlord early, with a credible plan, protects the business and the people who depend on it.',
      image: { art: 'invoice', alt: 'An unpaid rent invoice' },
      intro: {
        title: 'What Your Landlord Can Do, And What You Can Do First',
        text: [
          'A landlord owed rent has several options: pursuing a debt claim, drawing on a rent deposit, claiming from a guarantor, taking goods under Commercial Rent Arrears Recovery after giving at least seven clear days’ notice, or forfeiting the lease by re-entry.',
          'Each takes time and costs the landlord money, which is why most would rather agree a payment plan than lose a tenant. We help you prepare the cash flow forecast and proposal that makes agreement likely.',
        ],
      },
      qa: {
        title: 'Arrears Questions',
        text: [],
        qa: [
          {
            question: 'Can my landlord change the locks?',
            answer:
              'If the lease has a forfeiture clause and rent is unpaid, peaceable re-entry is possible. You may be able to apply to court for relief, so contact us straight away.',
          },
          {
            question: 'Should I stop paying other bills to pay rent?',
            answer: 'Not without advice. Taxes, wages and suppliers all carry their own risks; a structured plan across all creditors is safer.',
          },
          {
            question: 'Will a payment plan be put in writing?',
            answer: 'It should be. We make sure any agreement records the new dates and confirms the landlord will not take action while you keep to it.',
          },
        ],
      },
      similar: ['corporate/insolvency-advice', 'corporate/mediation'],
    },
    'capex-support': {
      summary: 'Fund fit-outs and improvements through landlord contributions and tax allowances.',
      heroIntro:
        'New equipment, a refurbished unit or a greener building can transform a business, but the capital has to come from somewhere. We help you find it and keep more of it.',
      image: { art: 'chart', alt: 'A bar chart rising to the right' },
      intro: {
        title: 'Capital Spending, Planned Properly',
        text: [
          'Before you fund improvements to someone else’s building, ask who benefits. Works that raise the value of the property may justify a capital contribution from the landlord, a rent-free period or a change to your reinstatement obligations.',
          'On the tax side, most businesses can deduct qualifying plant and machinery spending through the Annual Investment Allowance, and companies may claim full expensing. Fixtures in a building need careful identification to benefit.',
        ],
      },
      points: {
        title: 'Where Capex Support Helps',
        text: [],
        points: [
          { title: 'Landlord contributions', text: 'Negotiating a contribution to works that improve the building, secured in the lease or a side letter.' },
          { title: 'Capital allowances', text: 'Working with your accountant so fixtures and equipment are identified and claimed.' },
          { title: 'Exit costs', text: 'Agreeing at the start whether improvements stay or must be removed when you leave.' },
        ],
      },
      similar: ['non-corporate/shopfitters', 'corporate/finance-investments'],
    },
    dilapidations: {
      summary: 'Limit what you pay for repairs and reinstatement when your lease ends.',
      heroIntro:
        'A dilapidations claim can arrive months after you have left and run to tens of thousands of pounds. Planning ahead, and challenging what is overstated, keeps it in proportion.',
      image: { art: 'tools', alt: 'A hammer and a spanner crossed' },
      intro: {
        title: 'The Bill At The End Of The Lease',
        text: [
          'Dilapidations are breaches of the repair, decoration and reinstatement covenants in your lease. At the end of the term your landlord may serve a schedule listing the works it says you should have done and the cost of doing them.',
          'The law limits what a landlord can recover for disrepair to the loss in value of its interest, and the court’s pre-action protocol expects claims to be reasonable and supported. Many first schedules fall a long way short of that standard.',
        ],
      },
      qa: {
        title: 'Dilapidations Questions',
        text: [],
        qa: [
          {
            question: 'Should I do the works before I leave?',
            answer: 'Often yes, because you control the cost. But agree the scope with the landlord first, or you may pay twice.',
          },
          {
            question: 'What if the landlord plans to redevelop?',
            answer:
              'If the building will be demolished or substantially altered, the value of repairs may be little or nothing, and the claim should reflect that.',
          },
          {
            question: 'Does a schedule of condition help?',
            answer: 'Enormously. Attached to the lease at the start, it records the state of the premises and limits your obligation to that standard.',
          },
        ],
      },
      similar: ['property/surrenders', 'non-corporate/contractors'],
    },
  },
};
