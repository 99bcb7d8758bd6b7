import './zod-setup';
import { z } from 'zod';

/**
 * What browsers report (docs/product/telemetry.md): sent with `navigator.sendBeacon`, so the body may come as
 * `text/plain` (a beacon cannot set JSON's type) and is read as JSON either way. Nothing in it names a person:
 * no address, no account, no query string; messages are cut short by the browser and again by the API.
 */
export const telemetryPath = '/api/telemetry';
/** A beacon larger than this is refused with 413 (browsers cap a beacon at 64 kB; ours batch far less). */
export const telemetryMaxBytes = 16 * 1024;
/** How much of an error's message is kept. */
export const telemetryMessageLength = 200;

export const vitalNames = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof vitalNames)[number];

const text = (max: number) => z.string().max(max);

export const telemetryEventSchema = z.discriminatedUnion('type', [
  /** A page view of the route (sampled with the rest): the denominator of every rate. */
  z.object({ type: z.literal('pageview') }),
  /**
   * An uncaught error or unhandled rejection, or one an error boundary caught: `source` is the URL of the file
   * that threw (the first frame of its stack), which names the remote and version it belongs to.
   */
  z.object({ type: z.enum(['error', 'rejection', 'boundary']), message: text(1000), source: text(500).optional() }),
  /** A remote whose code could not be loaded (its fallback panel was shown). */
  z.object({ type: z.literal('load-failure'), remote: text(40), message: text(1000).optional() }),
  /** React could not hydrate the server's HTML and drew the part again. */
  z.object({ type: z.literal('hydration'), message: text(1000), source: text(500).optional() }),
  /** A Content Security Policy violation the page reported: the directive and the blocked origin only. */
  z.object({ type: z.literal('csp'), directive: text(100), blocked: text(500).optional() }),
  /** A Core Web Vital as the web-vitals library measured it (ms; CLS unitless). */
  z.object({ type: z.literal('vital'), name: z.enum(vitalNames), value: z.number().min(0).max(600_000) }),
]);
export type TelemetryEvent = z.infer<typeof telemetryEventSchema>;

export const telemetryRequestSchema = z.object({
  /**
   * The signed page-load id the site server gave the page (`pageLoadTimingName`, version-set.ts): a report is taken only
   * for a page load the server drew, within that load's budget. Opaque to the browser; names no one.
   */
  pageLoad: z.string().min(1).max(1000),
  /** The route pattern of the page (`/insights/:id`, `/about`), never its query string. */
  route: z
    .string()
    .min(1)
    .max(200)
    .regex(/^\/[^?#\s]*$/, 'a route is a path'),
  /** The remote that owns the route (absent on the shell's own pages): page views and vitals count for it. */
  remote: z.string().max(40).optional(),
  /** The page's version set: remote → manifest URL (as the page carries it in #remote-versions). */
  versions: z.record(text(40), text(300)).refine((set) => Object.keys(set).length <= 20, 'at most 20 remotes'),
  events: z.array(telemetryEventSchema).min(1).max(50),
});
export type TelemetryRequest = z.infer<typeof telemetryRequestSchema>;
export const telemetryResponseSchema = z.object({ success: z.literal(true) });
