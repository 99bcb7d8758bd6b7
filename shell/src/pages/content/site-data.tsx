import { createContext, useContext } from 'react';
import { readPageJson, serviceAreaList } from '@tenants/shared/core';
import type { PageRecord, SiteNavigation, SiteSettings } from '@tenants/shared/model';

/**
 * The site's own pages as data (decision 0018): the page record a content route draws, and what every page's
 * frame draws from (the footer's settings, the menus' navigation). The server's render is given them in
 * process by the site server; the browser reads the frame's from the page (`#site-data`) and fetches a page
 * record only when it draws that page itself (content-route.tsx).
 */
export interface SiteData {
  settings: SiteSettings;
  navigation: SiteNavigation;
}

/** What the site server hands the shell's render for one address: the published page there (null: none) and the frame's data. */
export interface SiteContent extends SiteData {
  page: PageRecord | null;
}

/** The element the site server writes the frame's data into (api/src/site/page-assembly.ts). */
export const siteDataElementId = 'site-data';

export const SiteDataContext = createContext<SiteData | null>(null);
/** The page record of the address the server draws (the server's render only). */
export const ServerPageContext = createContext<PageRecord | null | undefined>(undefined);

export function useSiteData(): SiteData {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error('The site data is missing: ShellRoot must be given it.');
  return data;
}

const apiPath = { page: '/api/pages', navigation: '/api/site/navigation', settings: '/api/site-settings' };

async function payload<T>(url: string): Promise<T | null> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ((await response.json()) as { payload: T }).payload;
}

/** Records fetched in this tab, by address: a page visited again is drawn at once (a published edit shows on reload). */
const records = new Map<string, Promise<PageRecord | null>>();

/** The published page at `address` (null when none), fetched once per tab. A failed fetch is tried again next time. */
export function fetchPageRecord(apiBase: string, address: string): Promise<PageRecord | null> {
  let record = records.get(address);
  if (!record) {
    record = payload<PageRecord>(`${apiBase}${apiPath.page}?address=${encodeURIComponent(address)}`);
    records.set(address, record);
    record.catch(() => records.delete(address));
  }
  return record;
}

let navigation: Promise<SiteNavigation> | undefined;
/** The full navigation (the service cards' lines and pictures), fetched once per tab when a page part needs it. */
export function fetchNavigation(apiBase: string): Promise<SiteNavigation> {
  navigation ??= payload<SiteNavigation>(`${apiBase}${apiPath.navigation}`).then((answer) => {
    if (!answer) throw new Error('no navigation');
    return answer;
  });
  navigation.catch(() => (navigation = undefined));
  return navigation;
}

/** The frame's data when the page carries none (the development server, or a render that failed): fetched before the first render. */
export async function fetchSiteData(apiBase: string): Promise<SiteData> {
  const [settings, nav] = await Promise.all([payload<SiteSettings>(`${apiBase}${apiPath.settings}`), fetchNavigation(apiBase)]);
  if (!settings) throw new Error('no site settings');
  return { settings, navigation: nav };
}

/**
 * Whether `address` is a service page's, `/{area}/{slug}` (an unknown slug there draws nothing inside the
 * frame and has no title, as the spec's service pages do; any other address with no page is the 404 page).
 */
export const isServiceAddress = (address: string): boolean => {
  const parts = address.split('/').filter(Boolean);
  return parts.length === 2 && (serviceAreaList as readonly string[]).includes(parts[0]);
};

let known: SiteData | null = null;

/**
 * The browser's frame data: what the site server wrote into the page (only its own script element counts,
 * `readPageJson`), or, without it (the development server, a render that failed), fetched from the API.
 */
export async function readSiteData(apiBase: string): Promise<SiteData> {
  const given = readPageJson(siteDataElementId) as Partial<SiteData> | undefined;
  const data = given?.settings && given.navigation ? (given as SiteData) : await fetchSiteData(apiBase);
  knowSiteData(data);
  return data;
}
/** The browser's frame data, for what reads it outside React (the routes' titles). */
export function knowSiteData(data: SiteData) {
  known = data;
}

/** The document title of an address from the navigation's list of published pages (undefined: no page there). */
export const pageTitle = (address: string, data: SiteData | null = known): string | undefined =>
  data?.navigation.pages.find((page) => page.address === address)?.title;

/** For tests: forget what was fetched. */
export function resetSiteData() {
  records.clear();
  navigation = undefined;
  known = null;
}
