import { z } from 'zod';
import { apiErrorSchema, healthResponseSchema } from '@tenants/shared/model';

const checks = z.record(z.string(), z.object({ status: z.enum(['up', 'down']) }).catchall(z.unknown()));

/**
 * The shared contract's answer (success, status, the database's dialect) plus each dependency's check.
 * `degraded`: the site works in a lesser way (a dependency other than the database is down).
 */
export const healthReportSchema = healthResponseSchema.extend({ status: z.enum(['ok', 'degraded']), checks: checks.optional() });
export const healthDownSchema = apiErrorSchema.extend({ checks: checks.optional() });

export const databaseDownMessage = 'The database is unreachable.';
