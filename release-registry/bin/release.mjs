#!/usr/bin/env node
// A team's release command (docs/releases.md "A team's release"): releases one remote to a running site over
// its release API with a release token, from the team's own checkout or CI. It needs no database, no bucket
// and none of the API's code: Node 20's own fetch, and this package's hashing (Node built-ins only).
//
//   node release-registry/bin/release.mjs publish  --site URL --token T --remote NAME --dist DIR [--files-at URL] [--canary PERCENT]
//   node release-registry/bin/release.mjs promote  --site URL --token T --remote NAME
//   node release-registry/bin/release.mjs rollback --site URL --token T --remote NAME [--version V]
//   node release-registry/bin/release.mjs list     --site URL --token T --remote NAME
//
// The token may also come from RELEASE_TOKEN (kept out of the shell's history and the process list).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { releaseVersion } from '../release-folder.mjs';
import { filesOf, integrityOf, releaseRoutesFile } from '../release-hash.mjs';

const usage = `Usage:
  release.mjs publish  --site URL --token T --remote NAME --dist DIR [--files-at URL] [--canary PERCENT]
  release.mjs promote  --site URL --token T --remote NAME
  release.mjs rollback --site URL --token T --remote NAME [--version VERSION]
  release.mjs list     --site URL --token T --remote NAME`;

const fail = (message) => {
  console.error(message);
  process.exit(1);
};

const { positionals, values } = (() => {
  try {
    return parseArgs({
      options: {
        site: { type: 'string' },
        token: { type: 'string' },
        remote: { type: 'string' },
        dist: { type: 'string' },
        'files-at': { type: 'string' },
        canary: { type: 'string' },
        version: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return fail(`${error.message}\n${usage}`);
  }
})();
const [action, ...extra] = positionals;
const token = values.token ?? process.env.RELEASE_TOKEN;
if (!['publish', 'promote', 'rollback', 'list'].includes(action) || extra.length || !values.site || !token || !values.remote) fail(usage);
// promote, rollback and list take the publish line's flags as they are (a CI job may keep one line), and use
// only the site, the token and the remote.
if (action === 'publish' && !values.dist) fail(`publish needs --dist DIR\n${usage}`);
if (values.version !== undefined && action !== 'rollback') fail(`--version goes with rollback\n${usage}`);
const canary = values.canary === undefined ? undefined : Number(values.canary);
if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 100)) fail('--canary takes a whole percentage from 1 to 100');
const filesAt = values['files-at'] === undefined ? undefined : values['files-at'].replace(/\/?$/, '/');

const remote = encodeURIComponent(values.remote);
const base = `${values.site.replace(/\/+$/, '')}/api/releases/${remote}`;

/** One call of the release API; prints its message (or the refusal's) and gives the body. */
async function call(method, url, body) {
  let response;
  try {
    response = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    fail(`${values.site} could not be reached: ${error.cause?.message ?? error.message}`);
  }
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) fail(`Refused (${response.status}): ${answer.message ?? response.statusText}`);
  return answer;
}

/** The release of `dist`: its version (named by its content) and every file with its hash, and its bytes unless hosted. */
function release(dist) {
  const version = releaseVersion(dist);
  const shipped = filesOf(dist).filter((file) => !file.endsWith('.map') && !file.endsWith('.input-hash'));
  const files = shipped.map((file) => {
    const bytes = readFileSync(path.join(dist, file));
    return { path: file, integrity: integrityOf(bytes), ...(filesAt ? {} : { content: bytes.toString('base64') }) };
  });
  // The routes file is beside the package, not in the build: it always travels with the request.
  const routes = path.join(dist, '..', releaseRoutesFile);
  if (existsSync(routes)) {
    const bytes = readFileSync(routes);
    files.push({ path: releaseRoutesFile, integrity: integrityOf(bytes), content: bytes.toString('base64') });
  }
  return { version, files };
}

if (action === 'publish') {
  const dist = path.resolve(values.dist);
  let built;
  try {
    built = release(dist);
  } catch (error) {
    fail(error.message);
  }
  const answer = await call('POST', `${base}/versions`, { ...built, ...(filesAt ? { filesAt } : {}), ...(canary !== undefined ? { canary } : {}) });
  console.log(`${values.remote} ${built.version}: ${answer.message}${filesAt ? ` Its browser files load from ${filesAt}` : ''}`);
} else if (action === 'promote') {
  console.log((await call('POST', `${base}/promote`)).message);
} else if (action === 'rollback') {
  console.log((await call('POST', `${base}/rollback`, values.version ? { version: values.version } : {})).message);
} else {
  const { payload } = await call('GET', base);
  for (const v of payload.versions) {
    const mark = payload.stable === v.version ? '*' : payload.canary?.version === v.version ? '~' : ' ';
    const canaryNote = mark === '~' ? ` (canary, ${payload.canary.percent} %)` : '';
    console.log(`${mark} ${v.version}${canaryNote}  ${v.deployedAt}${v.filesAt ? `  at ${v.filesAt}` : ''}`);
  }
  if (!payload.versions.length) console.log(`${values.remote} has no released version yet.`);
}
