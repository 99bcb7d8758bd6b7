import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import type { ServiceArea } from '@tenants/shared/core';
import { PartLive, useAwaitedPart } from '../../app/page-live';
import { PagePending } from '../page-pending';
import { serviceTitle } from './service-titles';

// The 28 pages' content is one chunk, loaded only when a service page is visited (its name: the route's `chunk`).
export const serviceChunk = 'page-service';
const ServiceContentPage = lazy(() =>
  import(/* webpackChunkName: "page-service" */ './service-content-page').then((module) => ({ default: module.ServiceContentPage })),
);

/** One of the 28 service pages. An unknown slug renders nothing (docs/product/pages-and-navigation.md), without loading any content. */
export function ServicePage({ area }: { area: ServiceArea }) {
  const { slug } = useParams();
  const title = serviceTitle(area, slug);
  // The server drew the page; it hydrates when its chunk arrives, and is live only then.
  const part = useAwaitedPart(!!title && !!slug);
  if (!title || !slug) return null;
  return (
    <Suspense fallback={<PagePending />}>
      <ServiceContentPage area={area} slug={slug} title={title} />
      <PartLive part={part} />
    </Suspense>
  );
}
