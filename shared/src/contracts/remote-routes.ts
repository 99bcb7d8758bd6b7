import './zod-setup';
import { z } from 'zod';

/** Names of query parameters, as a route lists them. */
const queryNames = z
  .array(
    z
      .string()
      .regex(/^[A-Za-z][\w-]*$/)
      .max(40),
  )
  .max(20)
  .optional();

/**
 * A remote release's `routes.json`: the route patterns it serves and their page titles. Only plain
 * segments and `:name` placeholders: the site server and the shell match them the same way (`matchesRoute`).
 */
export const remoteRoutesFileSchema = z
  .array(
    z.object({
      path: z.string().regex(/^(\/([A-Za-z0-9._~-]+|:[A-Za-z]\w*))+$/, 'a route is /segment/:name…'),
      title: z.string().min(1).max(80),
      /**
       * The query parameters the page reads (its state, e.g. a listing's page and keyword). A page drawn for an
       * address with any other parameter is drawn, but never kept: junk parameters cannot fill the page cache.
       */
      query: queryNames,
      /**
       * Those of `query` that are a visitor's free text (a search's keyword): an address with one is drawn for
       * its request and never kept, or one entry per word searched would fill the page cache.
       */
      search: queryNames,
    }),
  )
  .min(1);
