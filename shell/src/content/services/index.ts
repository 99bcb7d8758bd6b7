export type { OverviewContent, ServiceContent, ServicePageContent, ServiceRef } from './types';
export { areaCards, cardFor, serviceCardFacts, type ServiceCard } from './cards';
export { isServicePage, servicePageContent } from './page-content';
