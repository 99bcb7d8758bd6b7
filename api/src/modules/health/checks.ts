/**
 * What /api/health reports of one dependency: `up` or `down`, plus figures an operator reads at a glance.
 * Only the database is `critical`: without it the API cannot answer (503); anything else down leaves the
 * site working in a lesser way ("degraded": limits per instance, mail waiting in the queue...).
 */
export interface CheckResult {
  status: 'up' | 'down';
  [detail: string]: unknown;
}

export interface HealthCheck {
  name: string;
  critical: boolean;
  run(): Promise<CheckResult>;
}

/** A check that cannot answer within this is down: a health check must answer the load balancer quickly. */
export const checkTimeoutMs = 3000;

async function runOne(check: HealthCheck): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'down', reason: `no answer within ${checkTimeoutMs} ms` }), checkTimeoutMs);
  });
  try {
    return await Promise.race([check.run(), timeout]);
  } catch (error) {
    return { status: 'down', reason: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

export interface HealthReport {
  /** ok: all up; degraded: a non-critical dependency is down; down: a critical one is. */
  overall: 'ok' | 'degraded' | 'down';
  checks: Record<string, CheckResult>;
}

/** Every check at once, each within its time limit. */
export async function runChecks(checks: HealthCheck[]): Promise<HealthReport> {
  const results = await Promise.all(checks.map(runOne));
  const byName = Object.fromEntries(checks.map((check, i) => [check.name, results[i]]));
  const down = checks.filter((_, i) => results[i].status === 'down');
  return { overall: down.some((c) => c.critical) ? 'down' : down.length ? 'degraded' : 'ok', checks: byName };
}
