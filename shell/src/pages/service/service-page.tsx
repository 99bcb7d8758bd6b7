import { lazy, Suspense, type ComponentProps } from 'react';
import { useParams } from 'react-router-dom';
import type { ServiceArea } from '@tenants/shared/core';
import { onDemand } from '../../app/page-code';
import { PartLive, usePagePart } from '../../app/page-live';
import { PagePending } from '../page-pending';
import { servicePageContent } from '../../content/services/page-content';
import { serviceTitle } from './service-titles';
import type { ServiceContentPage as ServiceContentPageType } from './service-content-page';

type PageProps = Omit<ComponentProps<typeof ServiceContentPageType>, 'content'>;

/**
 * Each page's content is a chunk of its own (page-content.ts), loaded with the pages' code only when the page
 * is visited, and on the page a visit lands on only once the visitor uses it (page-code.ts). One lazy
 * component a page, made once: React keeps a lazy component's result, and a new one would suspend again.
 */
const servicePage = (area: ServiceArea, slug: string) =>
  lazy(
    onDemand(() =>
      Promise.all([import(/* webpackChunkName: "page-service" */ './service-content-page'), servicePageContent(area, slug)]).then(
        ([{ ServiceContentPage }, content]) => ({
          default: (props: PageProps) => (content ? <ServiceContentPage {...props} content={content} /> : null),
        }),
      ),
    ),
  );
const pages = new Map<string, ReturnType<typeof servicePage>>();
function pageFor(area: ServiceArea, slug: string) {
  const ref = `${area}/${slug}`;
  let page = pages.get(ref);
  if (!page) pages.set(ref, (page = servicePage(area, slug)));
  return page;
}

/** One of the 28 service pages. An unknown slug renders nothing (docs/product/pages-and-navigation.md), without loading any content. */
export function ServicePage({ area }: { area: ServiceArea }) {
  const { slug } = useParams();
  const title = serviceTitle(area, slug);
  // The server drew the page; it hydrates when its chunk arrives.
  const part = usePagePart(!!title && !!slug);
  if (!title || !slug) return null;
  const ServiceContentPage = pageFor(area, slug);
  return (
    <Suspense fallback={<PagePending />}>
      <ServiceContentPage area={area} slug={slug} title={title} />
      <PartLive part={part} />
    </Suspense>
  );
}
