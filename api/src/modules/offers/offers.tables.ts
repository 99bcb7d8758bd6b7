import type { Selectable } from 'kysely';
import type { OfferState } from '@tenants/shared/model';

/** A member discount (docs/product/offers.md). */
export interface OfferTable {
  id: string;
  provider: string;
  title: string;
  description: string;
  code: string;
  link: string;
  /** The last day it can be used, YYYY-MM-DD on the UK's calendar. */
  expires_on: string;
  state: OfferState;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

export interface OffersTables {
  offers: OfferTable;
}

export type OfferRow = Selectable<OfferTable>;
