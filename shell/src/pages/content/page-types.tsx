import type { ReactNode } from 'react';
import type { PageType } from '@tenants/shared/model';
import { NotFoundPage } from '../not-found/not-found-page';
import { Blocks } from './blocks';
import { pagePartsElementId, type DrawnPage, type Landing } from './landing';
import { isServiceAddress } from './site-data';
export { landingPartsJson } from './page-parts';
import './home-page.css';

/**
 * The page types (decision 0018): each is a shell component that lays out the record's blocks. Words, the
 * blocks' order and which pages exist are the record's; what a type adds is code (home's hero class).
 */
const pageTypes: Record<PageType, (props: { page: DrawnPage; landing?: Landing }) => ReactNode> = {
  home: (props) => <Blocks {...props} heroClassName="shell-home__hero" />,
  organisation: (props) => <Blocks {...props} />,
  community: (props) => <Blocks {...props} />,
  advice: (props) => <Blocks {...props} />,
  service: (props) => <Blocks {...props} />,
  overview: (props) => <Blocks {...props} />,
  plain: (props) => <Blocks {...props} />,
};

/**
 * The published page at an address, drawn by its type. No page there (never made, unpublished, deleted, or
 * not yet live) is the 404 page, except at a service page's address, where an unknown slug draws nothing
 * inside the frame (the spec's service pages); the site server answers both 404. `parts`: the landing page's parts as JSON
 * (landing.ts), written after the blocks by the server's render and kept as they are when the landing
 * page hydrates from them (`landing`); a page the browser draws itself has none.
 */
export function ContentPage({
  page,
  address,
  parts,
  landing,
}: {
  page: (DrawnPage & { type: PageType }) | null;
  address: string;
  parts?: string;
  landing?: Landing;
}) {
  const Type = page && pageTypes[page.type];
  return (
    <>
      {page && Type ? <Type page={page} landing={landing} /> : isServiceAddress(address) ? null : <NotFoundPage />}
      {parts !== undefined && (
        // The text is the server's, read back in the browser: React leaves it as it is.
        <script type="application/json" id={pagePartsElementId} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: parts }} />
      )}
    </>
  );
}
