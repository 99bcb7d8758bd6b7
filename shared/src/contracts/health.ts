import './zod-setup';
import { z } from 'zod';

/** One dependency's check (database, redis, mailQueue, dns, registry), with what it measured. */
export const healthCheckSchema = z.object({ status: z.enum(['up', 'down']) }).catchall(z.unknown());

export const healthResponseSchema = z.object({
  success: z.literal(true),
  /** `degraded`: a dependency the site can live without is in trouble (Redis, mail, DNS, registry). */
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['sqlite', 'postgres']),
  checks: z.record(z.string(), healthCheckSchema).optional(),
});
export const healthPath = '/api/health';
