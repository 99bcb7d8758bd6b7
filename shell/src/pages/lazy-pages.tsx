import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { onDemand } from '../app/page-code';
import { PartLive, usePagePart } from '../app/page-live';
import { PagePending } from './page-pending';

/**
 * The content pages, one chunk per page family, so a visitor to one page does not download the others
 * (the service pages load theirs in service-page.tsx, after checking the slug). The page a visit lands on
 * loads its chunk when the visitor uses it (page-code.ts); until then it is the server's HTML.
 */
const pick = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyExoticComponent<ComponentType> =>
  lazy(onDemand(() => load().then((module) => ({ default: module[name] }))));

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

export function LazyPage({ name }: { name: LazyPageName }) {
  const Page = pages[name];
  // The server drew the page; it hydrates when its chunk arrives (page-code.ts says when that is asked for).
  const part = usePagePart();
  return (
    <Suspense fallback={<PagePending />}>
      <Page />
      <PartLive part={part} />
    </Suspense>
  );
}
