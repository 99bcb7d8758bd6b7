import { fork, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { staffMessages } from '@tenants/shared/model';
import { HttpError } from '../../http-errors';
import { bytesMatchType, mediaPath, mediaSlug } from './media';
import { largestWidth, responsiveWidths, variantFormats, variantName } from './media-variants';

/** A picture larger than this many pixels is refused before it is decoded (40 MP: more than any camera a tenant has). */
export const maxInputPixels = 40_000_000;
/** The tallest intermediate kept in memory: a very tall picture is made narrower rather than held whole. */
const maxHeight = 2 * largestWidth;

/** The types we take; media-encoder.cjs checks that each decodes as what its bytes say. */
const pictureTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'];

// Beside this file in src (tests), and copied beside the bundle in api/dist by build.mjs.
const encoderFile = path.join(__dirname, 'media-encoder.cjs');
/** A re-encode that takes longer is given up (the encoder restarted): a 503, never a hung upload. */
const encodeTimeoutMs = 60_000;
/** The encoder goes after this long without work, and with it whatever memory decoding took. */
const encoderIdleMs = 30_000;

interface Encoded {
  width: number;
  height: number;
  outputs: Array<{ width: number; ext: string; data: Uint8Array }>;
}

/**
 * The environment the encoder runs with: only what a process needs to start and find its libraries and
 * temporary files, and sharp's/libvips's own tuning. Never the site's secrets (database URL, SMTP
 * credentials, API keys, signing keys): a decoder bug a hostile picture reaches would find nothing to take.
 */
const encoderVariables = ['PATH', 'HOME', 'TMPDIR', 'TEMP', 'TMP', 'LANG', 'LC_ALL', 'SYSTEMROOT', 'LD_LIBRARY_PATH'];
export function encoderEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name, value]) => value !== undefined && (encoderVariables.includes(name.toUpperCase()) || /^(VIPS|SHARP)_/.test(name))),
  );
}

/**
 * The re-encoder's process (media-encoder.cjs), started on the first upload and stopped when idle: decoding
 * a 40-megapixel picture takes hundreds of megabytes, which the C allocator keeps once a thread has used
 * them, so in the site's own process every upload left its memory behind (+353 MB over the bench); in a
 * process of its own it goes when the process does, and a decoder crash on a hostile file costs one upload,
 * not the site. One request at a time (the queue below).
 */
function encoderProcess() {
  let child: ChildProcess | undefined;
  let idle: NodeJS.Timeout | undefined;
  let next = 0;
  const pending = new Map<number, { resolve: (value: Encoded | undefined) => void; reject: (error: Error) => void }>();

  const stop = () => {
    clearTimeout(idle);
    child?.kill();
    child = undefined;
  };
  const start = () => {
    if (!existsSync(encoderFile)) throw new Error('media-encoder.cjs is missing beside the API build');
    const started = fork(encoderFile, [], { serialization: 'advanced', stdio: ['ignore', 'ignore', 'inherit', 'ipc'], env: encoderEnv(process.env) });
    started.on('message', (message: { id: number; ok: boolean } & Partial<Encoded>) => {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      waiting?.resolve(message.ok ? (message as Encoded) : undefined);
    });
    started.on('exit', () => {
      if (child === started) child = undefined;
      for (const [id, waiting] of pending) {
        pending.delete(id);
        waiting.reject(new Error('the picture encoder stopped'));
      }
    });
    // Neither the process nor its channel keeps the site (or a test run) alive.
    started.unref();
    started.channel?.unref();
    return started;
  };

  return {
    /** The picture's pixels re-encoded, or undefined when it does not decode as `type`. */
    encode(bytes: Buffer, type: string): Promise<Encoded | undefined> {
      clearTimeout(idle);
      child ??= start();
      const id = (next += 1);
      const running = child;
      return new Promise<Encoded | undefined>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          running.kill();
          reject(new HttpError(503, staffMessages.mediaBusy));
        }, encodeTimeoutMs);
        pending.set(id, {
          resolve: (value) => (clearTimeout(timer), resolve(value)),
          reject: (error) => (clearTimeout(timer), reject(error)),
        });
        running.send({ id, bytes, type, maxInputPixels, widths: [...responsiveWidths], maxHeight, formats: variantFormats.map((f) => f.ext) });
      }).finally(() => {
        idle = setTimeout(stop, encoderIdleMs);
        idle.unref();
      });
    },
    stop,
  };
}

const encoder = encoderProcess();
/** Stops the re-encoder's process (the app's close). */
export const stopMediaEncoder = () => encoder.stop();

/**
 * At most `running` re-encodes at a time, and at most `waiting` in line behind them (a 503 after that):
 * each waiting upload holds its bytes (≤ 5 MB), each running one a decoded picture, so memory stays bounded
 * however many staff upload at once.
 */
export function encodeQueue(running = 1, waiting = 16) {
  let active = 0;
  const line: Array<() => void> = [];
  return async function queued<T>(work: () => Promise<T>): Promise<T> {
    if (active >= running) {
      if (line.length >= waiting) throw new HttpError(503, staffMessages.mediaBusy);
      await new Promise<void>((resolve) => line.push(resolve));
    } else {
      active += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line (active stays counted), or is freed.
      const next = line.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

const queued = encodeQueue();

export interface StoredPicture {
  /** The public path of the widest WebP, with its content hash: what an article stores. */
  path: string;
  /** The type the bytes were decoded as. */
  type: string;
  width: number;
  height: number;
  files: string[];
}

/** The type the bytes' magic numbers say, among those we take (an SVG, GIF or anything else: none). */
export const sniffPictureType = (bytes: Buffer) => pictureTypes.find((type) => bytesMatchType(bytes, type));

/**
 * Re-encodes an uploaded picture and stores its responsive versions in `dir`: decoded once
 * (oriented by its EXIF, turned into sRGB, made at most 1600 px wide, never wider than it is) to plain
 * pixels, then written at each width as AVIF and WebP. Only pixels survive: EXIF and GPS, colour profiles,
 * comments and whatever a polyglot carried after or inside the picture are gone. Refuses (400) what is not
 * a PNG, JPEG, WebP or AVIF by its bytes and by what sharp decodes, and pictures over 40 megapixels.
 * Each file is written under a temporary name and renamed; the widest WebP last, so a path that exists
 * has its siblings.
 */
export async function storeUploadedPicture(dir: string, bytes: Buffer, fileName: string | undefined): Promise<StoredPicture> {
  // Magic numbers first: an SVG (a document that can run script) or any other format never reaches a decoder.
  const type = sniffPictureType(bytes);
  if (!type) throw new HttpError(400, staffMessages.mediaType);
  return queued(async () => {
    const encoded = await encoder.encode(bytes, type);
    if (!encoded) throw new HttpError(400, staffMessages.mediaType);
    const { width, height } = encoded;
    const stem = `${mediaSlug(fileName)}-${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}`;
    // In the encoder's order: each format's widths, narrowest first, WebP last (the widest WebP is the path).
    const outputs = encoded.outputs.map((output) => ({
      name: variantName(stem, output.width, output.ext),
      data: Buffer.from(output.data.buffer, output.data.byteOffset, output.data.byteLength),
    }));
    await mkdir(dir, { recursive: true });
    const temporary = outputs.map(() => path.join(dir, `.upload-${randomBytes(8).toString('hex')}`));
    try {
      await Promise.all(outputs.map((output, i) => writeFile(temporary[i], output.data, { mode: 0o644 })));
      // The widest WebP is last in `outputs`: renamed last.
      for (const [i, output] of outputs.entries()) await rename(temporary[i], path.join(dir, output.name));
    } catch (error) {
      await Promise.all(temporary.map((file) => rm(file, { force: true })));
      throw error;
    }
    const widest = outputs[outputs.length - 1];
    return {
      path: mediaPath(widest.name, createHash('sha256').update(widest.data).digest('hex').slice(0, 8)),
      type,
      width,
      height,
      files: outputs.map((output) => output.name),
    };
  });
}
