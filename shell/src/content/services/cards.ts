import { serviceAreas, servicePath, type ServiceArea } from '@tenants/shared/core';
import { serviceTitle } from '../../pages/service/service-titles';
import type { Picture } from '../types';
import type { ServiceRef } from './types';

/** What a card says of a service page, kept apart from the pages: the home page's tabs show every card. */
interface CardFacts {
  /** One line for service cards (overview pages, home tabs, Similar Services). */
  summary: string;
  /** The card's picture, and the page's hero. */
  image: Picture;
}

/** Each area's cards by slug; `services` is the area's overview page. */
export const serviceCardFacts: Record<ServiceArea, Record<string, CardFacts>> = {
  property: {
    services: {
      summary: 'Leases, rent reviews, rates, service charges and dilapidations: the property side of running a business.',
      image: { art: 'shopfront', alt: 'A high street shop with a striped awning and an open door' },
    },
    'lease-restructuring': {
      summary: 'Reshape rent, term and break options when your lease no longer fits the business.',
      image: { art: 'lease', alt: 'A lease document with a signature and a pen' },
    },
    'lease-regearing': {
      summary: 'Trade a longer commitment for a rent-free period, lower rent or better terms.',
      image: { art: 'calendar', alt: 'A calendar with a future date circled' },
    },
    'lease-renewals': {
      summary: 'Plan your renewal early and negotiate from strength, not at the last minute.',
      image: { art: 'calendar', alt: 'A calendar marking the date a lease ends' },
    },
    surrenders: {
      summary: 'Leave a lease early and cleanly, with the liabilities settled in writing.',
      image: { art: 'door', alt: 'An open door with an arrow leading out' },
    },
    assignments: {
      summary: 'Pass your lease to a new tenant with the landlord’s consent and your liability limited.',
      image: { art: 'transfer', alt: 'Two documents with arrows passing between them' },
    },
    'service-charge': {
      summary: 'Check what you are charged for shared services, and challenge what you should not pay.',
      image: { art: 'invoice', alt: 'A service charge invoice marked as due' },
    },
    rates: {
      summary: 'Make sure your rateable value is right and every relief you qualify for is applied.',
      image: { art: 'coins', alt: 'Stacks of pound coins' },
    },
    'strategic-lease-management': {
      summary: 'Keep every break date, review and renewal across your sites under control.',
      image: { art: 'magnifier', alt: 'A magnifying glass over a lease schedule' },
    },
    'own-your-property': {
      summary: 'Explore buying the premises you trade from, instead of renting them.',
      image: { art: 'keys', alt: 'A house-shaped building with a key' },
    },
    acquisitions: {
      summary: 'Find and secure new premises with a tenant-side adviser negotiating for you.',
      image: { art: 'office', alt: 'An office building beside smaller shop units' },
    },
    arrears: {
      summary: 'Fallen behind on rent? Act early and keep control of what happens next.',
      image: { art: 'invoice', alt: 'An unpaid rent invoice' },
    },
    'capex-support': {
      summary: 'Fund fit-outs and improvements through landlord contributions and tax allowances.',
      image: { art: 'chart', alt: 'A bar chart rising to the right' },
    },
    dilapidations: {
      summary: 'Limit what you pay for repairs and reinstatement when your lease ends.',
      image: { art: 'tools', alt: 'A hammer and a spanner crossed' },
    },
  },
  corporate: {
    services: {
      summary: 'Insolvency, insurance, legal, finance and mediation support for tenant businesses.',
      image: { art: 'office', alt: 'An office building among smaller commercial units' },
    },
    'insolvency-advice': {
      summary: 'Early, confidential advice when cash flow problems threaten the business.',
      image: { art: 'lifebuoy', alt: 'A lifebuoy' },
    },
    insurance: {
      summary: 'The right cover for your premises, stock and people, at a fair premium.',
      image: { art: 'shield', alt: 'A shield with a tick' },
    },
    litigation: {
      summary: 'Experienced representation when a property dispute has to go to court.',
      image: { art: 'scales', alt: 'A pair of scales of justice' },
    },
    'finance-investments': {
      summary: 'Funding for growth, premises and equipment from lenders who understand property.',
      image: { art: 'chart', alt: 'A rising bar chart' },
    },
    'mergers-acquisition': {
      summary: 'Buying or selling a business with leases that help the deal, not hold it up.',
      image: { art: 'merge', alt: 'Two buildings joined by a plus sign' },
    },
    accountants: {
      summary: 'Accountants who understand rent, rates and property costs in your accounts.',
      image: { art: 'calculator', alt: 'A calculator showing a total' },
    },
    legal: {
      summary: 'Commercial property solicitors acting for tenants, at a fair and agreed cost.',
      image: { art: 'lease', alt: 'A signed legal document with a pen' },
    },
    mediation: {
      summary: 'Resolve disputes with your landlord quickly, privately and for a fraction of court costs.',
      image: { art: 'chat', alt: 'Two speech bubbles in conversation' },
    },
  },
  'non-corporate': {
    services: {
      summary: 'HR, contractors, shopfitters and utilities: trusted suppliers for day-to-day running.',
      image: { art: 'tools', alt: 'A hammer and a spanner' },
    },
    'hr-consultants': {
      summary: 'Employment advice for relocations, restructures and everyday people matters.',
      image: { art: 'people', alt: 'Three colleagues standing together' },
    },
    contractors: {
      summary: 'Reliable builders and maintenance contractors for repairs and alterations.',
      image: { art: 'tools', alt: 'A hammer and a spanner' },
    },
    shopfitters: {
      summary: 'Fit-out specialists who deliver on time and leave the lease position clear.',
      image: { art: 'paint', alt: 'A paint roller' },
    },
    utilities: {
      summary: 'Better energy, water and telecoms contracts for your premises.',
      image: { art: 'bolt', alt: 'A lightning bolt for electricity' },
    },
  },
};

/** A service card: docs/product/look-and-content.md's image, title, text and link. */
export interface ServiceCard {
  title: string;
  text: string;
  to: string;
  image: Picture;
}

export function cardFor(ref: ServiceRef): ServiceCard {
  const [area, slug] = ref.split('/') as [ServiceArea, string];
  const facts = serviceCardFacts[area][slug];
  const title = serviceTitle(area, slug);
  if (!facts || !title) throw new Error(`No service page ${ref}`);
  return { title, text: facts.summary, to: servicePath(area, slug), image: facts.image };
}

/** Cards for every service of an area, in menu order. */
export const areaCards = (area: ServiceArea): ServiceCard[] => serviceAreas[area].links.map((link) => cardFor(`${area}/${link.slug}`));
