import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { findRepoRoot } from '../repo-root';
import { blank, integer, type Env } from './parse';

/** How the process names itself to operators, and how it stops (docs/configuration.md, docs/operations.md). */
export interface OperationsConfig {
  /**
   * This instance's name in log lines and metrics (INSTANCE_NAME): unset, the host's name and the process id,
   * so two instances on one machine are told apart too.
   */
  instance: string;
  /** The build this process runs: BUILD_VERSION when the deploy sets it (a tag, a commit), else the API package's version. */
  version: string;
  /**
   * How long the server keeps answering after SIGTERM, with /readyz at 503 and `Connection: close`, before it
   * stops listening (SHUTDOWN_DRAIN_MS): long enough for the load balancer to see the 503 and move away.
   */
  shutdownDrainMs: number;
}

function buildVersion(env: Env): string {
  if (!blank(env.BUILD_VERSION)) return env.BUILD_VERSION!.trim().slice(0, 64);
  try {
    return (JSON.parse(readFileSync(path.join(findRepoRoot(), 'api', 'package.json'), 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function loadOperationsConfig(env: Env): OperationsConfig {
  const instance = blank(env.INSTANCE_NAME) ? `${hostname()}:${process.pid}` : env.INSTANCE_NAME!.trim();
  if (!/^[\w.:@-]{1,100}$/.test(instance)) throw new Error(`INSTANCE_NAME must be 1-100 letters, digits and ._:@- (got "${env.INSTANCE_NAME}")`);
  return {
    instance,
    version: buildVersion(env),
    // Within the 25 s shutdown limit, leaving the requests under way and the mail worker room to finish.
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', 5000, 0, 15_000),
  };
}
