import '../contracts/zod-setup';
import { z } from 'zod';

/** The spec's placeholders ({product}, {email}, {host}) and the social links, as run-time config. */
export const brandSchema = z.object({
  product: z.string().min(1),
  email: z.string().email(),
  social: z.object({
    facebook: z.string().url(),
    twitter: z.string().url(),
    instagram: z.string().url(),
    linkedin: z.string().url(),
  }),
});
export type Brand = z.infer<typeof brandSchema>;

// The defaults are in a file of their own, without zod, so code that needs only them (the shell's start-up)
// does not load the schema library.
export { defaultBrand, defaultRuntimeConfig } from './defaults';

/**
 * What the browser reads from `/config.json` at start. Built by the site server from environment
 * variables, so one build serves any deployment (API on the same origin by default, or another host).
 */
export const runtimeConfigSchema = z.object({
  /** {host}: base URL of the API, '' for the same origin. The spec's paths hang under `${apiBase}/api`. */
  apiBase: z.string(),
  /** Where the remote registry (name → manifest URL) lives. */
  registryUrl: z.string().min(1),
  /** The site's public origin (PUBLIC_SITE_URL), for absolute links such as sharing; the page's own when absent. */
  siteUrl: z.string().optional(),
  brand: brandSchema,
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** The remote registry: remote name → URL of its `mf-manifest.json` (root-relative or absolute). */
export const remoteRegistrySchema = z.record(z.string(), z.string().min(1));
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;

/**
 * The running canaries (`deploy/canaries.json`, written by the release scripts): remote → a second version's
 * manifest URL and the share of visits, in per cent, that get it instead of the stable one.
 */
export const remoteCanariesSchema = z.record(
  z.string(),
  z.object({ entry: z.string().min(1), percent: z.number().int().min(0).max(100), startedAt: z.string().optional() }),
);
export type RemoteCanaries = z.infer<typeof remoteCanariesSchema>;
