import './zod-setup';
import { z } from 'zod';

/**
 * A remote release's `routes.json`: the route patterns it serves and their page titles. Only plain
 * segments and `:name` placeholders: the site server and the shell match them the same way (`matchesRoute`).
 */
export const remoteRoutesFileSchema = z
  .array(
    z.object({
      path: z.string().regex(/^(\/([A-Za-z0-9._~-]+|:[A-Za-z]\w*))+$/, 'a route is /segment/:name…'),
      title: z.string().min(1).max(80),
    }),
  )
  .min(1);
