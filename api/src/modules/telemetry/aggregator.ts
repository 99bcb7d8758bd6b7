import type { TelemetryRequest } from '@tenants/shared/model';
import { fingerprintOf, keptMessage, ownerOfEvent, ownerOfPage, type Owner } from './attribution';
import { bucketOf } from './histogram';
import type { CountDelta, ErrorDelta, ErrorNetworkDelta, VitalDelta } from './telemetry.repository';

/** Distinct routes kept per minute; past it a route counts as `(other)`, so junk routes cannot grow the tables. */
const routesPerMinute = 200;
/** Networks' page views remembered per minute (one network's page counts once a minute); past it all count. */
const viewsPerMinute = 50_000;

/**
 * Browsers' reports summed in memory per minute, remote version, route and kind, and written to the database
 * in one upsert per flush (aggregator → addTelemetry): a beacon costs a few map updates, not a write. What a
 * crash loses is the last few seconds of counts.
 */
export function telemetryAggregator(now: () => Date) {
  let counts = new Map<string, CountDelta>();
  let vitals = new Map<string, VitalDelta>();
  let errors = new Map<string, ErrorDelta>();
  let routes = new Map<string, Set<string>>();
  let views = new Map<string, Set<string>>();
  let errorNetworks = new Map<string, ErrorNetworkDelta>();

  const routeFor = (minute: string, route: string) => {
    let seen = routes.get(minute);
    if (!seen) routes.set(minute, (seen = new Set()));
    if (seen.has(route)) return route;
    if (seen.size >= routesPerMinute) return '(other)';
    seen.add(route);
    return route;
  };

  /** Whether `key` is new this minute: a network's second page view of a page in a minute is not counted. */
  const firstIn = (minute: string, key: string) => {
    let seen = views.get(minute);
    if (!seen) views.set(minute, (seen = new Set()));
    if (seen.has(key)) return false;
    if (seen.size < viewsPerMinute) seen.add(key);
    return true;
  };

  const count = (minute: string, owner: Owner, route: string, kind: string) => {
    const key = `${minute}|${owner.remote}|${owner.version}|${route}|${kind}`;
    const row = counts.get(key) ?? { minute, ...owner, route, kind, count: 0 };
    row.count += 1;
    counts.set(key, row);
  };

  return {
    /**
     * A page load the site server drew with a page-load id, whose browser sent its first beacon: the page views
     * the canary watch counts (kind `served`), for the remote that owns the route at the version drawn, or the
     * shell; once a minute per page for each network (hashed), so one client loading a page over and over is one
     * page view.
     */
    served(page: Pick<TelemetryRequest, 'remote' | 'versions'>, route: string, network = 'unknown') {
      const minute = now().toISOString().slice(0, 16);
      const owner = ownerOfPage(page);
      if (!firstIn(minute, `${network}|${owner.remote}|${owner.version}|${route}`)) return;
      count(minute, owner, routeFor(minute, route), 'served');
    },
    /**
     * Adds one beacon's events (validated by the contract and admitted by the page-load budget, its versions
     * the ones the page-load id was signed with). `firstErrors`: the owners for which this beacon carries its
     * page load's first error (kind `error-load`: the distinct page loads with errors), from `network` (hashed:
     * the distinct networks with errors a rollback needs). Gives how many events were counted.
     */
    add(report: TelemetryRequest, firstErrors: Owner[] = [], network = 'unknown'): number {
      const at = now();
      const minute = at.toISOString().slice(0, 16);
      const route = routeFor(minute, report.route);
      for (const owner of firstErrors) {
        count(minute, owner, route, 'error-load');
        errorNetworks.set(`${owner.remote}|${owner.version}|${network}`, { ...owner, network, lastSeen: at.toISOString() });
      }
      const page = ownerOfPage(report);
      for (const event of report.events) {
        const owner = ownerOfEvent(event, page, report.versions);
        if (event.type === 'vital') {
          const bucket = bucketOf(event.name, event.value);
          const key = `${minute}|${owner.remote}|${owner.version}|${event.name}|${bucket}`;
          const row = vitals.get(key) ?? { minute, ...owner, name: event.name, bucket, count: 0 };
          row.count += 1;
          vitals.set(key, row);
          continue;
        }
        count(minute, owner, route, event.type);
        const text = 'message' in event && event.message ? event.message : event.type === 'csp' ? `CSP ${event.directive}` : undefined;
        if (text !== undefined && event.type !== 'pageview') {
          const message = keptMessage(text);
          const fingerprint = fingerprintOf(message);
          const errorKey = `${owner.remote}|${owner.version}|${fingerprint}`;
          const seen = errors.get(errorKey) ?? { ...owner, fingerprint, message, count: 0, firstSeen: at.toISOString(), lastSeen: at.toISOString() };
          seen.count += 1;
          seen.lastSeen = at.toISOString();
          errors.set(errorKey, seen);
        }
      }
      return report.events.length;
    },
    /** Takes what was summed since the last take (empty maps left behind). */
    take() {
      const taken = { counts: [...counts.values()], vitals: [...vitals.values()], errors: [...errors.values()], networks: [...errorNetworks.values()] };
      counts = new Map();
      vitals = new Map();
      errors = new Map();
      errorNetworks = new Map();
      // Only the current minute's routes and page views matter for the caps.
      const minute = now().toISOString().slice(0, 16);
      routes = new Map([...routes].filter(([m]) => m === minute));
      views = new Map([...views].filter(([m]) => m === minute));
      return taken;
    },
    /** Whether anything waits to be written. */
    get pending() {
      return counts.size + vitals.size + errors.size + errorNetworks.size > 0;
    },
  };
}

export type TelemetryAggregator = ReturnType<typeof telemetryAggregator>;
