import './zod-setup';
import { z } from 'zod';
import { staffReleasesPath } from './releases';

/**
 * A team's release API (docs/releases.md "A team's release"): a remote's team, holding a release token scoped
 * to its remotes, registers a version with its files' hashes (and their bytes, or the origin that hosts them),
 * starts a canary, promotes, rolls back and lists, over HTTPS with `Authorization: Bearer <token>`. The
 * command `release-registry/bin/release.mjs` speaks it; nothing else of the site is reachable with the token.
 */
export const releaseApiPrefix = '/api/releases';
export const releaseApiPath = (remote: string) => `${releaseApiPrefix}/${encodeURIComponent(remote)}`;
export const releaseApiVersionsPath = (remote: string) => `${releaseApiPath(remote)}/versions`;
export const releaseApiPromotePath = (remote: string) => `${releaseApiPath(remote)}/promote`;
export const releaseApiRollbackPath = (remote: string) => `${releaseApiPath(remote)}/rollback`;

/**
 * The browser files' hashes of a version the page names (by its manifest URL as the page wrote it): a page
 * carries its own remote's, and the shell asks here for another's before loading it (docs/releases.md).
 */
export const releaseIntegrityPath = '/api/release-integrity';
export const releaseIntegrityQuerySchema = z.object({ entry: z.string().min(1).max(500) });
export const releaseIntegrityResponseSchema = z.object({ success: z.literal(true), payload: z.object({ files: z.record(z.string(), z.string()) }) });

/** The admins' page for the tokens (beside the releases page). */
export const staffReleaseTokensPath = `${staffReleasesPath}/tokens`;
export const staffReleaseTokenPath = (id: string) => `${staffReleaseTokensPath}/${encodeURIComponent(id)}`;

/** A publish carries every file of a release in one request (base64), so it is atomic on any instance. */
export const releaseUploadMaxBytes = 64 * 1024 * 1024;

export const releaseTokenMessages = {
  missing: 'A release token is required.',
  invalid: 'This release token is not valid or has been revoked.',
  notYours: 'This release token may not release that remote.',
  name: 'Please say who holds the token (1 to 100 characters).',
  remotes: 'Please choose at least one remote.',
  created: 'The token is shown once: copy it now.',
  revoked: 'The token is revoked.',
  unknown: 'No such token.',
} as const;

export const releasePublishMessages = {
  published: 'The version is released.',
  canary: 'The version is running as a canary.',
  paths: 'A file path must be relative, without `..` or hidden parts.',
  manifest: 'A release must have an mf-manifest.json.',
  content: 'Every file needs its content unless --files-at names where it is hosted.',
  hash: 'A file does not have the hash given for it.',
  fetch: 'A file could not be fetched from where the release says it is hosted.',
  version: 'The files do not make the version named (its content hash differs).',
  filesAt: 'The files address must be an http(s) URL ending in /.',
} as const;

/** A remote's name, as the release store's folders are named. */
export const remoteNameSchema = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'A remote name is lower-case letters, digits and -.');

export const releaseTokenCreateSchema = z.object({
  name: z.string({ error: releaseTokenMessages.name }).trim().min(1, releaseTokenMessages.name).max(100, releaseTokenMessages.name),
  remotes: z.array(remoteNameSchema, { error: releaseTokenMessages.remotes }).min(1, releaseTokenMessages.remotes).max(20),
});
export type ReleaseTokenCreate = z.infer<typeof releaseTokenCreateSchema>;

export const releaseTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  remotes: z.array(z.string()),
  createdAt: z.string(),
  createdBy: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ReleaseToken = z.infer<typeof releaseTokenSchema>;

export const releaseTokensResponseSchema = z.object({ success: z.literal(true), payload: z.object({ tokens: z.array(releaseTokenSchema) }) });
/** The token itself is in this answer only: the site keeps its hash. */
export const releaseTokenCreatedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  payload: z.object({ token: z.string(), release: releaseTokenSchema }),
});
export const releaseTokenParamsSchema = z.object({ id: z.string().max(36) });

/** `sha384-<base64>`, as Subresource Integrity writes it. */
export const integritySchema = z.string().regex(/^sha384-[A-Za-z0-9+/]{64}$/);

export const releaseFileSchema = z.object({
  /** Relative to the version folder, with `/`. */
  path: z.string().min(1).max(300),
  integrity: integritySchema,
  /** Base64 bytes; left out for a file hosted at `filesAt`. */
  content: z.string().optional(),
});

export const releasePublishSchema = z.object({
  version: z.string().regex(/^[\w][\w.-]{0,99}$/),
  files: z.array(releaseFileSchema).min(1).max(2000),
  /** The folder URL (ending in `/`) the browser loads the version from; none: the site's release store. */
  filesAt: z.string().max(400).optional(),
  /** Start it as a canary for this share of page loads instead of making it the stable version. */
  canary: z.number().int().min(1).max(100).optional(),
});
export type ReleasePublish = z.infer<typeof releasePublishSchema>;

export const releaseApiParamsSchema = z.object({ remote: z.string().max(100) });

export const releaseApiListSchema = z.object({
  success: z.literal(true),
  payload: z.object({
    remote: z.string(),
    stable: z.string().nullable(),
    canary: z.object({ version: z.string(), percent: z.number().int(), startedAt: z.string() }).nullable(),
    /** Oldest first. */
    versions: z.array(z.object({ version: z.string(), deployedAt: z.string(), filesAt: z.string().nullable() })),
  }),
});
export type ReleaseApiList = z.infer<typeof releaseApiListSchema>['payload'];
