// The picture re-encoder's own process (media-encode.ts forks it): sharp decodes and encodes here, so the
// memory a decoder takes (glibc keeps it per thread once used) and a crash on a hostile file stay out of the
// site's process. Plain CommonJS so the same file runs from src (tests) and is copied beside the bundle
// (api/dist) by build.mjs. One request at a time: { id, bytes, type, maxInputPixels, widths, maxHeight,
// formats } in, { id, ok, width, height, outputs: [{ width, ext, data }] } or { id, ok: false } out.
const sharp = require('sharp');

// No cache of decoded pictures between uploads, one thread per operation: the server's other core stays free.
sharp.cache(false);
sharp.concurrency(1);

/** What each type we take is decoded as by sharp: by the bytes themselves, never by the sender's word. */
const decodedAs = {
  'image/png': (m) => m.format === 'png',
  'image/jpeg': (m) => m.format === 'jpeg',
  'image/webp': (m) => m.format === 'webp',
  'image/avif': (m) => m.format === 'heif' && m.compression === 'av1',
};

/**
 * @typedef {{ id: number, bytes: Uint8Array, type: string, maxInputPixels: number, widths: number[], maxHeight: number, formats: string[] }} EncodeRequest
 */

/** @param {EncodeRequest} request */
async function encode({ bytes, type, maxInputPixels, widths, maxHeight, formats }) {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  /** @type {import('sharp').SharpOptions} */
  const options = { limitInputPixels: maxInputPixels, failOn: 'error' };
  const metadata = await sharp(input, options).metadata();
  if (!decodedAs[type] || !decodedAs[type](metadata)) throw new Error(`decoded as ${metadata.format}`);
  const largest = widths[widths.length - 1];
  // Decoded once to plain pixels: turned upright by its EXIF, sRGB, at most the largest width; only pixels go on.
  const pixels = await sharp(input, options)
    .autoOrient()
    .resize({ width: largest, height: maxHeight, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = pixels.info;
  const sizes = [...widths.filter((w) => w < width), Math.min(width, largest)];
  const outputs = [];
  for (const ext of formats) {
    for (const w of sizes) {
      const resized = sharp(pixels.data, { raw: { width, height, channels } }).resize({ width: w });
      // AVIF at effort 2: a fifth of the default's time for a little more size; WebP at its default effort.
      const encoded = ext === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 80 });
      outputs.push({ width: w, ext, data: await encoded.toBuffer() });
    }
  }
  return { width, height, outputs };
}

process.on('message', (/** @type {EncodeRequest} */ request) => {
  encode(request).then(
    (result) => process.send({ id: request.id, ok: true, ...result }),
    // Not decodable as what it claims, truncated, too many pixels: not a picture we take.
    () => process.send({ id: request.id, ok: false }),
  );
});
