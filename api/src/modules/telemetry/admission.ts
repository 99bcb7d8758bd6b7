import type { TelemetryEvent, TelemetryRequest } from '@tenants/shared/model';
import type { CounterStore } from '../../security/counter-store';
import { ownerOfEvent, ownerOfPage, type Owner } from './attribution';
import type { PageLoad } from './page-load';
import { errorKinds } from './release-watch';

/** How much one page load may report (TELEMETRY_*_PER_PAGE_LOAD), and for how long its id holds. */
export interface PageLoadBudget {
  ttlMs: number;
  reports: number;
  errors: number;
}

export type Admitted =
  | {
      ok: true;
      report: TelemetryRequest;
      firstErrors: Owner[];
      network: string;
      /** The page load's first beacon: its page view for the watch (what a page no browser ran never sends). */
      first: boolean;
    }
  | { ok: false; reason: 'spent' };

/**
 * Whether this is the first page load with an error of `owner` among those handed to the load's network for
 * this page in the minute its id was issued (kept while such ids are taken).
 */
async function networkFirst(counters: CounterStore, ttlMs: number, load: PageLoad, owner: Owner, route: string) {
  const minute = Math.floor(load.issuedAt / 60_000);
  const key = `telemetry-net:${load.network}:${owner.remote}:${owner.version}:${route.slice(0, 200)}:${minute}`;
  return (await counters.hit(key, ttlMs)).count === 1;
}

const isError = (event: TelemetryEvent) => (errorKinds as readonly string[]).includes(event.type);
/** A page's version set as the reports carry it, from the one its page-load id was signed with. */
export const entriesOf = (versions: Record<string, string>) =>
  Object.fromEntries(Object.entries(versions).map(([name, version]) => [name, `/remotes/${name}/${version}/mf-manifest.json`]));

/**
 * What of a beacon counts, for the page load its id names: the beacon itself within the load's report budget
 * (else nothing), its errors up to the load's error budget, each Core Web Vital once per load; its versions
 * are the signed ones, whatever the body says. The counters live in the counter store (Redis when there is
 * one, so every instance spends the same budget) for the id's life. Nothing in a key names the visitor (the
 * network is the id's hash of it).
 */
export async function admitReport(counters: CounterStore, budget: PageLoadBudget, body: TelemetryRequest, load: PageLoad): Promise<Admitted> {
  const key = `telemetry:${load.nonce}`;
  const within = async (name: string, limit: number) => (await counters.hit(`${key}:${name}`, budget.ttlMs)).count <= limit;
  const reports = (await counters.hit(`${key}:reports`, budget.ttlMs)).count;
  if (reports > budget.reports) return { ok: false, reason: 'spent' };
  const report = { ...body, versions: entriesOf(load.versions) };
  const page = ownerOfPage(report);
  const events: TelemetryEvent[] = [];
  const firstErrors: Owner[] = [];
  let errorsLeft = true;
  for (const event of body.events) {
    if (isError(event)) {
      if (!errorsLeft || !(errorsLeft = await within('errors', budget.errors))) continue;
      const owner = ownerOfEvent(event, page, report.versions);
      // A page load with errors counts once per version, and one network's page loads once per page a
      // minute, like its page views (aggregator.ts): ten ids fetched by one client are one witness.
      if ((await within(`error-load:${owner.remote}:${owner.version}`, 1)) && (await networkFirst(counters, budget.ttlMs, load, owner, body.route))) {
        firstErrors.push(owner);
      }
    } else if (event.type === 'vital' && !(await within(`vital:${event.name}`, 1))) continue;
    events.push(event);
  }
  return { ok: true, report: { ...report, events }, firstErrors, network: load.network, first: reports === 1 };
}
