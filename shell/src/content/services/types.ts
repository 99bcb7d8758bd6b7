import type { ServiceArea } from '@tenants/shared/core';
import type { ContentBlock, Picture } from '../types';

/** "area/slug" of a service page, e.g. 'property/rates'. */
export type ServiceRef = `${ServiceArea}/${string}`;

/** One service page's content (its title comes from shared's route data, so menus and pages agree). */
export interface ServiceContent {
  /** One line for service cards (overview pages, home tabs, Similar Services). */
  summary: string;
  /** The hero's intro under the title. */
  heroIntro: string;
  image: Picture;
  intro: ContentBlock;
  /** A points section, a Q&A section, or both. */
  points?: ContentBlock;
  qa?: ContentBlock;
  /** Two related services. */
  similar: [ServiceRef, ServiceRef];
}

/** An area's overview page (`/{area}/services`). */
export interface OverviewContent {
  summary: string;
  heroIntro: string;
  image: Picture;
  intro: ContentBlock;
  similar: [ServiceRef, ServiceRef];
}

export interface AreaContent {
  overview: OverviewContent;
  services: Record<string, ServiceContent>;
}
