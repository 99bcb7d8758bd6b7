import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pointRemote } from '../../../scripts/lib/deploy.mjs';
import { canaryOf, endCanary, promoteCanary, readCanaries, readHistory, readRegistry, startCanary } from '@tenants/release-registry';

// The release commands' state (README, Release and roll back one remote): the registry, the canaries and the
// history, as deploy-remote --canary, promote-remote and rollback-remote leave them.

let deployDir: string;
const deployed = (name: string, version: string) => {
  mkdirSync(path.join(deployDir, 'remotes', name, version), { recursive: true });
  writeFileSync(path.join(deployDir, 'remotes', name, version, 'mf-manifest.json'), '{}');
};
const entry = (version: string) => `/remotes/news/${version}/mf-manifest.json`;

beforeEach(() => {
  deployDir = mkdtempSync(path.join(tmpdir(), 'tenants-releases-'));
  for (const version of ['1.0.0-aaaaaaaa', '1.1.0-bbbbbbbb', '1.2.0-cccccccc']) deployed('news', version);
  pointRemote(deployDir, 'news', '1.0.0-aaaaaaaa');
});
afterEach(() => rmSync(deployDir, { recursive: true, force: true }));

it('puts a canary beside the stable version, then promotes it to every visit', () => {
  startCanary(deployDir, 'news', '1.1.0-bbbbbbbb', 10);
  expect(readRegistry(deployDir).news).toBe(entry('1.0.0-aaaaaaaa'));
  expect(canaryOf(deployDir, 'news')).toMatchObject({ entry: entry('1.1.0-bbbbbbbb'), percent: 10, version: '1.1.0-bbbbbbbb' });
  expect(promoteCanary(deployDir, 'news')).toBe('1.1.0-bbbbbbbb');
  expect(readRegistry(deployDir).news).toBe(entry('1.1.0-bbbbbbbb'));
  expect(readCanaries(deployDir)).toEqual({});
  expect(readHistory(deployDir, 'news').map((r) => [r.actor, r.action, r.version])).toEqual([
    ['cli', 'release', '1.0.0-aaaaaaaa'],
    ['cli', 'canary', '1.1.0-bbbbbbbb'],
    ['cli', 'promote', '1.1.0-bbbbbbbb'],
  ]);
});

it('ends a canary first on a rollback, and records why an automatic one happened with its figures', () => {
  startCanary(deployDir, 'news', '1.1.0-bbbbbbbb', 50);
  pointRemote(deployDir, 'news', '1.0.0-aaaaaaaa', { action: 'rollback' });
  expect(canaryOf(deployDir, 'news')).toBeUndefined();
  startCanary(deployDir, 'news', '1.2.0-cccccccc', 50);
  expect(
    endCanary(deployDir, 'news', { actor: 'release-watch', action: 'auto-rollback', reason: 'errors', figures: { canaryErrorsPer1000: 120 } })?.version,
  ).toBe('1.2.0-cccccccc');
  const last = readHistory(deployDir, 'news').at(-1);
  expect(last).toMatchObject({
    actor: 'release-watch',
    action: 'auto-rollback',
    version: '1.2.0-cccccccc',
    reason: 'errors',
    figures: { canaryErrorsPer1000: 120 },
  });
  // The rollback wrote two lines: the canary it ended, then the stable version it pointed at.
  expect(
    readFileSync(path.join(deployDir, 'releases.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).action),
  ).toEqual(['release', 'canary', 'rollback', 'rollback', 'canary', 'auto-rollback']);
});

it('refuses a canary of an undeployed version, of the stable version itself, or of an unknown share', () => {
  expect(() => startCanary(deployDir, 'news', '9.9.9-dddddddd', 10)).toThrow('news has no deployed version 9.9.9-dddddddd');
  expect(() => startCanary(deployDir, 'news', '1.0.0-aaaaaaaa', 10)).toThrow("already news's stable version");
  expect(() => startCanary(deployDir, 'news', '1.1.0-bbbbbbbb', 0)).toThrow('--canary takes a whole percentage from 1 to 100');
  expect(() => promoteCanary(deployDir, 'news')).toThrow('news has no canary to promote');
});
