import type { PageRecord, PageType } from '@tenants/shared/model';
import { NotFoundPage } from '../not-found/not-found-page';
import { Blocks } from './blocks';
import { isServiceAddress } from './site-data';
import './home-page.css';

/**
 * The page types (decision 0018): each is a shell component that lays out the record's blocks. Words, the
 * blocks' order and which pages exist are the record's; what a type adds is code (home's hero class).
 */
const pageTypes: Record<PageType, (props: { page: PageRecord }) => React.ReactNode> = {
  home: ({ page }) => <Blocks page={page} heroClassName="shell-home__hero" />,
  organisation: ({ page }) => <Blocks page={page} />,
  community: ({ page }) => <Blocks page={page} />,
  advice: ({ page }) => <Blocks page={page} />,
  service: ({ page }) => <Blocks page={page} />,
  overview: ({ page }) => <Blocks page={page} />,
  plain: ({ page }) => <Blocks page={page} />,
};

/** The published page at an address, drawn by its type; no page there is the 404 page. */
export function ContentPage({ page, address }: { page: PageRecord | null; address: string }) {
  if (!page) return isServiceAddress(address) ? null : <NotFoundPage />;
  const Type = pageTypes[page.type];
  return <Type page={page} />;
}
