import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PartLive, useAwaitedPart } from '../app/page-live';
import { PagePending } from './page-pending';

/**
 * The content pages, one chunk per page family, so a visitor to one page does not download the others
 * (the service pages load theirs in service-page.tsx, after checking the slug).
 */
const pick = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyExoticComponent<ComponentType> =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const loadOrganisation = () => import(/* webpackChunkName: "page-organisation" */ './organisation/about-page');
const loadAdvice = () => import(/* webpackChunkName: "page-advice" */ './advice/advice-page');

const pages = {
  home: pick(() => import(/* webpackChunkName: "page-home" */ './home/home-page'), 'HomePage'),
  about: pick(loadOrganisation, 'AboutPage'),
  lobbying: pick(loadOrganisation, 'LobbyingPage'),
  community: pick(() => import(/* webpackChunkName: "page-community" */ './community/community-page'), 'CommunityPage'),
  adviceSupport: pick(loadAdvice, 'AdviceSupportPage'),
  specificAdvice: pick(loadAdvice, 'SpecificAdvicePage'),
};

export type LazyPageName = keyof typeof pages;

/**
 * Each page's chunk group, by the names given above: the site server names its scripts in the page it
 * draws (route handles' `chunk`, docs/decisions/0012-a-page-names-its-scripts.md).
 */
export const pageChunks: Record<LazyPageName, string> = {
  home: 'page-home',
  about: 'page-organisation',
  lobbying: 'page-organisation',
  community: 'page-community',
  adviceSupport: 'page-advice',
  specificAdvice: 'page-advice',
};

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
