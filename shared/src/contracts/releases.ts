import './zod-setup';
import { z } from 'zod';
import { staffApiPrefix } from './staff';

/**
 * The staff area's releases page (admins only; README "Release and roll back one remote", issue "Safe
 * releases"): per remote, its stable version and canary, their figures from browsers' reports, the top errors
 * and the release history; and the three actions the release scripts have, each needing a fresh password or
 * second factor: start a canary, promote it, roll back. The deploy folder holds the state
 * (the release-registry package); the actor of an action is the admin's e-mail (the scripts write `cli`).
 */
export const staffReleasesPath = `${staffApiPrefix}/releases`;
export const staffReleasePath = (remote: string) => `${staffReleasesPath}/${encodeURIComponent(remote)}`;
export const staffReleaseCanaryPath = (remote: string) => `${staffReleasePath(remote)}/canary`;
export const staffReleasePromotePath = (remote: string) => `${staffReleasePath(remote)}/promote`;
export const staffReleaseRollbackPath = (remote: string) => `${staffReleasePath(remote)}/rollback`;

/** The canary's share of page loads: a whole percentage, as `deploy-remote --canary N` takes it. */
export const releasePercentMin = 1;
export const releasePercentMax = 100;
/** How many history lines the page shows, newest first. */
export const releaseHistoryLength = 50;
/** How many of a remote's errors the page shows, most frequent first. */
export const releaseTopErrorsLength = 10;

export const releaseMessages = {
  unknownRemote: 'No remote of that name is released.',
  versionRequired: 'Please choose a version.',
  unknownVersion: 'That version is not deployed for this remote.',
  alreadyStable: 'That version is already the stable version: choose another one for the canary.',
  percent: `The share must be a whole percentage from ${releasePercentMin} to ${releasePercentMax}.`,
  noStable: 'This remote has no stable version to put a canary beside: release it first.',
  noCanary: 'This remote has no canary running.',
  canaryStarted: 'The canary is running.',
  promoted: 'The canary is now the stable version for every visit.',
  canaryEnded: 'The canary has ended: every visit gets the stable version.',
  rolledBack: 'Every visit now gets the version you chose.',
} as const;

/** A remote's name in a path (an unknown one is a 404). */
export const releaseParamsSchema = z.object({ remote: z.string().max(100) });

const versionField = z
  .string({ error: releaseMessages.versionRequired })
  .trim()
  .min(1, releaseMessages.versionRequired)
  .max(100, releaseMessages.unknownVersion);

export const releaseCanaryRequestSchema = z.object({
  version: versionField,
  percent: z
    .number({ error: releaseMessages.percent })
    .int(releaseMessages.percent)
    .min(releasePercentMin, releaseMessages.percent)
    .max(releasePercentMax, releaseMessages.percent),
});
export type ReleaseCanaryRequest = z.infer<typeof releaseCanaryRequestSchema>;

/** Without a version: end the canary. With one: point the stable entry back at that deployed version (a canary ends first). */
export const releaseRollbackRequestSchema = z.object({ version: versionField.optional() });
export type ReleaseRollbackRequest = z.infer<typeof releaseRollbackRequestSchema>;

export const releaseActionResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** A version's figures over a window: page views, errors, errors per 1,000 page views, p75 of LCP and INP (ms) and CLS. */
export const releaseFiguresSchema = z.object({
  pageViews: z.number().int(),
  errors: z.number().int(),
  errorsPer1000: z.number(),
  lcpP75: z.number().nullable(),
  inpP75: z.number().nullable(),
  clsP75: z.number().nullable(),
});
export type ReleaseFigures = z.infer<typeof releaseFiguresSchema>;

export const releaseVersionSchema = z.object({
  version: z.string(),
  role: z.enum(['stable', 'canary']),
  /** The share of page loads that get it, in %. */
  share: z.number(),
  lastHour: releaseFiguresSchema,
  lastDay: releaseFiguresSchema,
});
export type ReleaseVersion = z.infer<typeof releaseVersionSchema>;

export const releaseErrorSchema = z.object({ message: z.string(), version: z.string(), count: z.number().int(), firstSeen: z.string(), lastSeen: z.string() });
export type ReleaseError = z.infer<typeof releaseErrorSchema>;

/** A line of deploy/releases.jsonl: who (an admin's e-mail, `cli` or `release-watch`), when, what, and why. */
export const releaseHistoryEntrySchema = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  version: z.string().optional(),
  from: z.string().optional(),
  percent: z.number().optional(),
  reason: z.string().optional(),
  figures: z.record(z.string(), z.number().nullable()).optional(),
});
export type ReleaseHistoryEntry = z.infer<typeof releaseHistoryEntrySchema>;

/** The canary watch's judgement of a running canary (docs/product/telemetry.md "The rule"). */
export const releaseWatchSchema = z.object({
  state: z.enum(['not-enough-traffic', 'holding', 'failing']),
  /** A sentence: "Not enough traffic yet: 4 canary page loads so far; …", or the figures it holds or fails on. */
  reason: z.string(),
});
export type ReleaseWatch = z.infer<typeof releaseWatchSchema>;

export const releaseRemoteSchema = z.object({
  remote: z.string(),
  stable: z.string().nullable(),
  canary: z
    .object({
      version: z.string(),
      percent: z.number().int(),
      startedAt: z.string(),
      /** What the canary watch makes of it now: too little traffic to judge yet, holding, or failing (and why). */
      watch: releaseWatchSchema.optional(),
    })
    .nullable(),
  /** The deployed version folders, newest first. */
  deployed: z.array(z.string()),
  versions: z.array(releaseVersionSchema),
  topErrors: z.array(releaseErrorSchema),
  /** Newest first, at most `releaseHistoryLength`. */
  history: z.array(releaseHistoryEntrySchema),
});
export type ReleaseRemote = z.infer<typeof releaseRemoteSchema>;

export const staffReleasesResponseSchema = z.object({ success: z.literal(true), payload: z.object({ remotes: z.array(releaseRemoteSchema) }) });
