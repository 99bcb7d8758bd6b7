import type { ServiceArea } from '@tenants/shared/core';
import type { ContentBlock } from '../types';

/** "area/slug" of a service page, e.g. 'property/rates'. */
export type ServiceRef = `${ServiceArea}/${string}`;

/**
 * One service page's content (its title comes from shared's route data, so menus and pages agree; its card's
 * line and picture from cards.ts).
 */
export interface ServiceContent {
  /** The hero's intro under the title. */
  heroIntro: string;
  intro: ContentBlock;
  /** A points section, a Q&A section, or both. */
  points?: ContentBlock;
  qa?: ContentBlock;
  /** Two related services. */
  similar: [ServiceRef, ServiceRef];
}

/** An area's overview page (`/{area}/services`). */
export interface OverviewContent {
  heroIntro: string;
  intro: ContentBlock;
  similar: [ServiceRef, ServiceRef];
}

/** What a service page shows: a service's content or its area's overview. */
export type ServicePageContent = ServiceContent | OverviewContent;
