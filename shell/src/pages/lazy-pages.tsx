import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PartLive, useAwaitedPart } from '../app/page-live';
import { PagePending } from './page-pending';

/**
 * The content pages, one chunk per page family, so a visitor to one page does not download the others
 * (the service pages load theirs in service-page.tsx, after checking the slug).
 */
const pick = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyExoticComponent<ComponentType> =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const loadOrganisation = () => import('./organisation/about-page');
const loadAdvice = () => import('./advice/advice-page');

const pages = {
  home: pick(() => import('./home/home-page'), 'HomePage'),
  about: pick(loadOrganisation, 'AboutPage'),
  lobbying: pick(loadOrganisation, 'LobbyingPage'),
  community: pick(() => import('./community/community-page'), 'CommunityPage'),
  adviceSupport: pick(loadAdvice, 'AdviceSupportPage'),
  specificAdvice: pick(loadAdvice, 'SpecificAdvicePage'),
};

export type LazyPageName = keyof typeof pages;

export function LazyPage({ name }: { name: LazyPageName }) {
  const Page = pages[name];
  // The server drew the page; it hydrates when its chunk arrives, and is live only then.
  const part = useAwaitedPart(true);
  return (
    <Suspense fallback={<PagePending />}>
      <Page />
      <PartLive part={part} />
    </Suspense>
  );
}
