// Do picture uploads hold up everybody else? Starts the built site (api/dist/main.js,
// serving the pages from the deploy folder) on a free port with its own SQLite file, media folder and copy
// of the deploy folder, makes a staff session, then for --seconds: --uploaders clients upload a real 5 MB
// picture in a loop while autocannon asks GET / as visitors would; the server's RSS is sampled from
// /proc/<pid>/status before and throughout. Prints GET /'s latency (p99) and req/s, the uploads done and the
// RSS growth. Target: GET / p99 ≤ 100 ms and RSS growth ≤ 150 MB with 4 uploaders for 30 s.
//   node bench/upload.mjs [--seconds 30] [--uploaders 4] [--connections 4] [--rate 40] [--api-dist DIR]
// --rate is GET /'s total requests a second (0: as fast as --connections allow). The upload is sent as
// multipart/form-data (the upload route), or as the raw bytes with the picture's type when
// the site answers multipart with something else (the route before it), so the same bench measures both.
/* global FormData, Blob -- Node 20's own (undici), as fetch is */
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { setInterval, clearInterval } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from './lib/free-port.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// sharp is the API's: the bench makes its picture with the same library the server decodes it with.
const requireFromApi = createRequire(path.join(repoRoot, 'api/package.json'));
const sharp = requireFromApi('sharp');
// otplib is the API's too: the bench's staff account sets up a second factor as staff do.
const { generate } = requireFromApi('otplib');
const { values } = parseArgs({
  options: {
    'api-dist': { type: 'string' },
    seconds: { type: 'string', default: '30' },
    uploaders: { type: 'string', default: '4' },
    connections: { type: 'string', default: '4' },
    rate: { type: 'string', default: '40' },
  },
});
const seconds = Number(values.seconds);
const uploaders = Number(values.uploaders);
const maxBytes = 5 * 1024 * 1024;
const unlimited = '1000000000';

/** The site, as `npm start` serves it, with its own files; `stop` ends it, `cleanup` removes its files. */
async function startSite() {
  const apiDist = path.resolve(values['api-dist'] ?? path.join(repoRoot, 'api/dist'));
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tenants-bench-upload-'));
  cpSync(path.join(repoRoot, 'deploy'), path.join(dir, 'deploy'), { recursive: true });
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_FILE: path.join(dir, 'bench.sqlite'),
    DATABASE_URL: '',
    DEPLOY_DIR: path.join(dir, 'deploy'),
    MEDIA_UPLOAD_DIR: path.join(dir, 'media'),
    SMTP_URL: '',
    // Mail stays in the outbox on purpose (a production site refuses to start without SMTP otherwise).
    MAIL_OUTBOX: '1',
    LOG_LEVEL: 'warn',
    VALIDATION_DNS: '0',
    PAYMENTS_PROVIDER: 'local',
    RATE_LIMIT_MAX: unlimited,
    RATE_LIMIT_LOGIN: unlimited,
    RATE_LIMIT_REGISTER: unlimited,
  };
  for (const command of [['migrate'], ['seed']]) {
    const result = spawnSync(process.execPath, [path.join(apiDist, 'cli.js'), ...command], { cwd: repoRoot, env, encoding: 'utf8' });
    if (result.status !== 0) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`cli ${command.join(' ')} failed: ${result.stderr || result.stdout}`);
    }
  }
  const server = spawn(process.execPath, [path.join(apiDist, 'main.js')], { cwd: repoRoot, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    pid: server.pid,
    cli: (...args) => spawnSync(process.execPath, [path.join(apiDist, 'cli.js'), ...args], { cwd: repoRoot, env, encoding: 'utf8' }),
    mediaDir: env.MEDIA_UPLOAD_DIR,
    stop: async () => {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

const postJson = async (url, body, headers = {}) => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json().catch(() => ({})) };
};

/**
 * A staff session's headers: sign up, get the staff role from the CLI (as an operator does), log in. The one
 * place to adapt when staff need more than a password (a second factor): everything else uses its answer.
 */
async function staffSession(site) {
  const email = `bench-upload-${randomBytes(4).toString('hex')}@example.com`;
  const password = `Bench-${randomBytes(9).toString('base64url')}`;
  const registered = await postJson(`${site.base}/api/register`, { firstname: 'Bench', lastname: 'Upload', email, phone: '07400 123456', password });
  if (registered.status !== 200) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const granted = site.cli('staff', 'add', email);
  if (granted.status !== 0) throw new Error(`staff add: ${granted.stderr || granted.stdout}`);
  const login = await postJson(`${site.base}/api/login`, { email, password });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  const headers = { authorization: `Bearer ${login.body.token}` };
  // A password alone reaches only the second-factor endpoints: set up the authenticator app with the
  // enrolment link's code `staff add` printed (its first code confirms this session).
  const enrolmentCode = /#enrol=([\w-]+)/.exec(granted.stdout)?.[1];
  let me = await fetch(`${site.base}/api/staff/me`, { headers });
  if (me.status === 403) {
    const enrol = await postJson(`${site.base}/api/staff/second-factor/totp`, { enrolmentCode }, headers);
    if (enrol.status !== 200) throw new Error(`second factor: ${enrol.status} ${JSON.stringify(enrol.body)}`);
    const code = await generate({ secret: enrol.body.payload.secret });
    const confirmed = await postJson(`${site.base}/api/staff/second-factor/totp/confirm`, { code, enrolmentCode }, headers);
    if (confirmed.status !== 200) throw new Error(`second factor confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
    me = await fetch(`${site.base}/api/staff/me`, { headers });
  }
  if (me.status !== 200) throw new Error(`the staff area refuses the session (${me.status}): adapt staffSession to its sign-in`);
  return headers;
}

/** A 12-megapixel photo-like JPEG of noise, the largest under 5 MB (so it is valid and near the limit). */
async function fiveMegabytePicture() {
  for (let quality = 84; quality >= 70; quality -= 1) {
    const bytes = await sharp({ create: { width: 4000, height: 3000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
      .jpeg({ quality })
      .toBuffer();
    if (bytes.length <= maxBytes - 4096) return bytes;
  }
  throw new Error('could not make a picture under 5 MB');
}

/** The server's resident memory in bytes (Linux). */
const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;

const site = await startSite();
try {
  for (let tries = 0; ; tries += 1) {
    if (
      await fetch(`${site.base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (tries > 150) throw new Error(`the site at ${site.base} does not answer /api/health`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const headers = await staffSession(site);
  const picture = await fiveMegabytePicture();
  const uploadUrl = `${site.base}/api/staff/media`;
  const multipart = (bytes = picture) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'bench-picture.jpg');
    return { method: 'POST', headers, body: form };
  };
  const raw = () => ({ method: 'POST', headers: { ...headers, 'content-type': 'image/jpeg', 'x-file-name': 'bench-picture.jpg' }, body: picture });
  // Which form the site reads, asked with a small picture so the baseline below is not taken after a big upload.
  const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  const probe = await fetch(uploadUrl, multipart(small));
  await probe.arrayBuffer();
  const request = probe.status === 200 ? () => multipart() : raw;

  // Warm the page once, then the baseline.
  await fetch(`${site.base}/`).then((r) => r.text());
  await new Promise((r) => setTimeout(r, 1000));
  const rssBefore = rssOf(site.pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    try {
      rssPeak = Math.max(rssPeak, rssOf(site.pid));
    } catch {
      // the server has gone; the run reports what it saw
    }
  }, 100);

  const until = Date.now() + seconds * 1000;
  const uploads = { done: 0, statuses: {}, slowest: 0 };
  const uploader = async () => {
    while (Date.now() < until) {
      const started = Date.now();
      try {
        const response = await fetch(uploadUrl, request());
        await response.arrayBuffer();
        uploads.statuses[response.status] = (uploads.statuses[response.status] ?? 0) + 1;
        if (response.status === 200) uploads.done += 1;
      } catch (error) {
        uploads.statuses[error.code ?? 'error'] = (uploads.statuses[error.code ?? 'error'] ?? 0) + 1;
      }
      uploads.slowest = Math.max(uploads.slowest, Date.now() - started);
    }
  };
  const rate = Number(values.rate);
  const [visitors] = await Promise.all([
    autocannon({
      url: `${site.base}/`,
      connections: Number(values.connections),
      ...(rate > 0 ? { overallRate: rate } : {}),
      duration: seconds,
      timeout: 30,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    }),
    ...Array.from({ length: uploaders }, uploader),
  ]);
  clearInterval(sampler);

  console.log(
    `${uploaders} clients uploading a ${(picture.length / 1024 / 1024).toFixed(2)} MB JPEG (4000×3000) as ${request === raw ? 'raw bytes' : 'multipart/form-data'} for ${seconds} s`,
  );
  console.log(`while GET / is asked by ${values.connections} connections${rate > 0 ? ` at ${rate} req/s in all` : ''}\n`);
  console.log('| measure | value |\n|---|---|');
  console.log(`| GET / p50 / p99 / max | ${visitors.latency.p50} / ${visitors.latency.p99} / ${visitors.latency.max} ms |`);
  console.log(
    `| GET / requests | ${visitors.requests.total} (${Math.round(visitors.requests.average)}/s), non-2xx ${visitors.non2xx}, errors ${visitors.errors}, timeouts ${visitors.timeouts} |`,
  );
  console.log(
    `| uploads done (200) | ${uploads.done} (${(uploads.done / seconds).toFixed(2)}/s); statuses ${JSON.stringify(uploads.statuses)}; slowest ${uploads.slowest} ms |`,
  );
  console.log(`| server RSS before / peak / growth | ${mb(rssBefore)} / ${mb(rssPeak)} / ${mb(rssPeak - rssBefore)} |`);
  const pass = visitors.latency.p99 <= 100 && rssPeak - rssBefore <= 150 * 1024 * 1024;
  console.log(`\nTarget (GET / p99 ≤ 100 ms, RSS growth ≤ 150 MB): ${pass ? 'met' : 'not met'}`);
  process.exitCode = pass ? 0 : 1;
} finally {
  await site.stop();
  site.cleanup();
}
