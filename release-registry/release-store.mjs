// Where a release's files are kept (decision 0019): written once, as a version folder, never changed.
//   folder (the default)   DEPLOY_DIR/remotes/<name>/<version>/, which the site server also serves
//   S3-compatible bucket   <prefix>remotes/<name>/<version>/<file>, the same paths, so a CDN can serve the
//                          browser files straight from the bucket; every site server keeps a local copy in
//                          DEPLOY_DIR of the versions it runs, fetched when it first needs one (and the
//                          server build's hash is checked before it runs, as for a folder: server-build-check.ts)
// The S3 client (@aws-sdk/client-s3) is loaded only for a bucket, from this package's dependencies: the API's
// bundle does not carry it.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesOf } from './release-hash.mjs';

const contentTypes = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** What a file in the bucket is sent as: its type by extension; a `.br`/`.gz` copy as its original, encoded. */
function headersOf(file) {
  const encoding = file.endsWith('.br') ? 'br' : file.endsWith('.gz') ? 'gzip' : undefined;
  const plain = encoding ? file.replace(/\.(br|gz)$/, '') : file;
  return {
    ContentType: contentTypes[path.extname(plain)] ?? 'application/octet-stream',
    ...(encoding ? { ContentEncoding: encoding } : {}),
    // Version folders never change (decision 0001).
    CacheControl: 'public, max-age=31536000, immutable',
  };
}

/**
 * The release store. `deployDir`: the deploy folder (the store itself, or the local copies beside a bucket).
 * `s3`: `{ bucket, prefix?, endpoint?, region?, credentials?, requireFrom? }` for a bucket (`endpoint` and
 * path-style addressing for an S3-compatible server; `requireFrom`: a file of this package, where the
 * bundled API finds the S3 client).
 */
export function releaseStore({ deployDir, s3 }) {
  const localFolder = (name, version) => path.join(deployDir, 'remotes', name, version);
  const prefix = s3 ? (s3.prefix ?? '').replace(/^\/+/, '') : '';
  const keyOf = (name, version, file = '') => `${prefix}remotes/${name}/${version}/${file}`;
  let client;
  let sdk;
  const bucket = () => {
    if (!client) {
      sdk = createRequire(s3.requireFrom ?? path.join(process.cwd(), 'release-registry', 'package.json'))('@aws-sdk/client-s3');
      client = new sdk.S3Client({
        region: s3.region ?? 'us-east-1',
        ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
        // Checksums only where S3 requires them: S3-compatible servers do not all know the newer ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...(s3.credentials ? { credentials: s3.credentials } : {}),
      });
    }
    return { client, sdk };
  };

  async function inBucket(name, version) {
    const { client, sdk } = bucket();
    const listed = await client.send(new sdk.ListObjectsV2Command({ Bucket: s3.bucket, Prefix: keyOf(name, version, 'mf-manifest.json'), MaxKeys: 1 }));
    return (listed.KeyCount ?? 0) > 0;
  }

  return {
    kind: s3 ? 's3' : 'folder',
    /** The folder this instance serves and runs `version` from (present or not). */
    localFolder,
    /**
     * Writes a staged version folder (`staged`, on this machine) into the store, once: a version already
     * there is left as it is. The staged folder becomes the local copy (or is removed when one exists).
     */
    async put(name, version, staged) {
      const target = localFolder(name, version);
      if (s3 && !(await inBucket(name, version))) {
        const { client, sdk } = bucket();
        // The manifest last: a version counts as stored once its manifest is (inBucket, fetch).
        const files = filesOf(staged).sort((a, b) => (a === 'mf-manifest.json') - (b === 'mf-manifest.json'));
        for (const file of files) {
          await client.send(
            new sdk.PutObjectCommand({ Bucket: s3.bucket, Key: keyOf(name, version, file), Body: readFileSync(path.join(staged, file)), ...headersOf(file) }),
          );
        }
      }
      if (existsSync(target)) rmSync(staged, { recursive: true, force: true });
      else {
        mkdirSync(path.dirname(target), { recursive: true });
        renameSync(staged, target);
      }
    },
    /** Whether the store holds `version` of `name`. */
    async has(name, version) {
      return s3 ? inBucket(name, version) : existsSync(path.join(localFolder(name, version), 'mf-manifest.json'));
    },
    /**
     * The local folder of `version`, fetched from the bucket first when this instance has no copy yet (into a
     * temporary folder, renamed in whole). Undefined when the store does not hold it.
     */
    async local(name, version) {
      const target = localFolder(name, version);
      if (existsSync(path.join(target, 'mf-manifest.json'))) return target;
      if (!s3) return undefined;
      const { client, sdk } = bucket();
      const tmp = path.join(path.dirname(target), `.${version}.fetch-${process.pid}-${Date.now()}`);
      let token;
      let count = 0;
      try {
        do {
          const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: s3.bucket, Prefix: keyOf(name, version), ContinuationToken: token }));
          for (const { Key } of page.Contents ?? []) {
            const file = Key.slice(keyOf(name, version).length);
            if (!file || file.split('/').some((part) => part === '..' || part === '')) continue;
            const object = await client.send(new sdk.GetObjectCommand({ Bucket: s3.bucket, Key }));
            mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
            writeFileSync(path.join(tmp, file), await object.Body.transformToByteArray());
            count += 1;
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        if (!count || !existsSync(path.join(tmp, 'mf-manifest.json'))) return undefined;
        if (!existsSync(target)) renameSync(tmp, target);
        return target;
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The store the settings name: a bucket when RELEASE_STORE_BUCKET is set (with RELEASE_STORE_PREFIX,
 * RELEASE_STORE_ENDPOINT for an S3-compatible server, RELEASE_STORE_REGION; credentials the AWS SDK's own way:
 * AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or the machine's role), else the deploy folder.
 */
export function storeSettings(env) {
  const bucket = env.RELEASE_STORE_BUCKET?.trim();
  if (!bucket) return undefined;
  return {
    bucket,
    prefix: env.RELEASE_STORE_PREFIX?.trim() || '',
    endpoint: env.RELEASE_STORE_ENDPOINT?.trim() || undefined,
    region: env.RELEASE_STORE_REGION?.trim() || undefined,
  };
}
