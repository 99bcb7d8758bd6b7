import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  articleByAliasPath,
  articleResponseSchema,
  staffArticleResponseSchema,
  staffMediaMaxBytes,
  staffMediaResponseSchema,
  staffMessages,
} from '@tenants/shared/model';
import { describeEachDatabase, type DatabaseSuite } from '../../helper';
import { auditRows, call, expectError, person, type Person } from './fixtures';

jest.setTimeout(60_000);

// The upload folder of these suites: outside the checkout, as MEDIA_UPLOAD_DIR puts it on a real site.
const uploads = mkdtempSync(path.join(tmpdir(), 'tenants-media-upload-'));
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

/** A real 1 × 1 PNG (the e2e suite's picture). */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M/wHwAEBgIApD5fRAAAAABJRU5ErkJggg==', 'base64');

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
async function form(bytes: Buffer, fileName: string, type: string, extra: Record<string, string> = {}) {
  const data = new FormData();
  for (const [name, value] of Object.entries(extra)) data.append(name, value);
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return { body: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

const upload = async (suite: DatabaseSuite, token: string, bytes: Buffer, fileName = 'picture.jpg', type = 'image/jpeg') => {
  const { body, headers } = await form(bytes, fileName, type);
  return call(suite, 'POST', '/api/staff/media', token, body, headers);
};

/** A photo-like picture: smooth colours with some noise, so the encoders have something to keep. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120, sigma: 20 } } })
    .blur(2)
    .modulate({ hue: 40, saturation: 1.5 });

/** The names of one upload's files: `<stem>-<width>.<ext>`, sorted. */
const filesOf = (stem: string) =>
  readdirSync(uploads)
    .filter((name) => name.startsWith(`${stem}-`) && !name.startsWith('.'))
    .sort();
const stemOf = (picture: string) => /^\/media\/articles\/([a-z0-9-]+-[0-9a-f]{8})-\d+\.[0-9a-f]{8}\.webp$/.exec(picture)![1];

describeEachDatabase(
  'staff picture upload (multipart, re-encoded into responsive AVIF and WebP)',
  (suite) => {
    let staff: Person;
    beforeAll(async () => {
      staff = await person(suite, 'staff', { firstname: 'Stella' });
    });

    it('re-encodes a photo into 480, 960 and 1600 px AVIF and WebP with no EXIF, GPS or colour profile left', async () => {
      const secret = 'Flat 2, 10 Secret Street';
      const original = await photo(2400, 1800)
        .withIccProfile('p3')
        .withExif({
          IFD0: { ImageDescription: secret, Copyright: 'Tenant photographer' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2613/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3984/100' },
        })
        .jpeg({ quality: 90 })
        .toBuffer();
      // The picture does carry what must go.
      const before = await sharp(original).metadata();
      expect([Boolean(before.exif), Boolean(before.icc), original.includes(secret)]).toEqual([true, true, true]);

      const res = await upload(suite, staff.token, original, 'Shop Front (1).JPG');
      expect(res.statusCode).toBe(200);
      const { path: picture } = staffMediaResponseSchema.parse(res.json()).payload;
      // The article's picture: the widest WebP, with its content hash.
      expect(picture).toMatch(/^\/media\/articles\/shop-front-1-[0-9a-f]{8}-1600\.[0-9a-f]{8}\.webp$/);
      const stem = stemOf(picture);
      expect(filesOf(stem)).toEqual([`${stem}-1600.avif`, `${stem}-1600.webp`, `${stem}-480.avif`, `${stem}-480.webp`, `${stem}-960.avif`, `${stem}-960.webp`]);
      for (const name of filesOf(stem)) {
        const bytes = readFileSync(path.join(uploads, name));
        const metadata = await sharp(bytes).metadata();
        const [, width, ext] = /-(\d+)\.(avif|webp)$/.exec(name)!;
        expect({ name, format: metadata.format, compression: metadata.compression, width: metadata.width, height: metadata.height }).toEqual({
          name,
          format: ext === 'avif' ? 'heif' : 'webp',
          compression: ext === 'avif' ? 'av1' : undefined,
          width: Number(width),
          height: (Number(width) * 3) / 4,
        });
        expect({ name, exif: metadata.exif, icc: metadata.icc, xmp: metadata.xmp, secret: bytes.includes(secret), gps: bytes.includes('GPS') }).toEqual({
          name,
          exif: undefined,
          icc: undefined,
          xmp: undefined,
          secret: false,
          gps: false,
        });
      }
      const served = await call(suite, 'GET', picture);
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
      expect((await auditRows(suite)).some((row) => row.action === 'media.upload')).toBe(true);
    });

    it('never upscales: a 700 px picture gives 480 px and its own width; a small one its own width alone', async () => {
      const res = await upload(suite, staff.token, await photo(700, 350).png().toBuffer(), 'narrow.png', 'image/png');
      expect(res.statusCode).toBe(200);
      const stem = stemOf(staffMediaResponseSchema.parse(res.json()).payload.path);
      expect(filesOf(stem)).toEqual([`${stem}-480.avif`, `${stem}-480.webp`, `${stem}-700.avif`, `${stem}-700.webp`]);
      expect((await sharp(readFileSync(path.join(uploads, `${stem}-700.webp`))).metadata()).height).toBe(350);

      // The 1 × 1 PNG of the e2e suite: one width.
      const tiny = await upload(suite, staff.token, png, 'dot.png', 'image/png');
      expect(tiny.statusCode).toBe(200);
      const tinyStem = stemOf(staffMediaResponseSchema.parse(tiny.json()).payload.path);
      expect(filesOf(tinyStem)).toEqual([`${tinyStem}-1.avif`, `${tinyStem}-1.webp`]);
    });

    it('turns the picture the right way up by its EXIF orientation, then drops the tag', async () => {
      // Stored 300 × 200 with "rotate 90°": it is seen 200 wide and 300 high.
      const sideways = await photo(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
      expect((await sharp(sideways).metadata()).orientation).toBe(6);
      const res = await upload(suite, staff.token, sideways, 'sideways.jpg');
      const stem = stemOf(staffMediaResponseSchema.parse(res.json()).payload.path);
      const out = await sharp(readFileSync(path.join(uploads, `${stem}-200.webp`))).metadata();
      expect([out.width, out.height, out.orientation]).toEqual([200, 300, undefined]);
    });

    it('keeps none of a polyglot’s payload: HTML after a PNG, a script in a JPEG comment', async () => {
      const payload = '<script>alert(document.cookie)</script>';
      const pngPolyglot = Buffer.concat([await photo(640, 480).png().toBuffer(), Buffer.from(`<html><body>${payload}</body></html>`)]);
      const jpeg = await photo(640, 480).jpeg().toBuffer();
      // A COM segment (FF FE, then its length) right after the start-of-image marker.
      const comment = Buffer.from(payload);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(comment.length + 2);
      const jpegPolyglot = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, comment, jpeg.subarray(2)]);
      expect((await sharp(jpegPolyglot).metadata()).format).toBe('jpeg');

      for (const [bytes, name, type] of [
        [pngPolyglot, 'poly.png', 'image/png'],
        [jpegPolyglot, 'poly.jpg', 'image/jpeg'],
      ] as const) {
        const res = await upload(suite, staff.token, bytes, name, type);
        expect(res.statusCode).toBe(200);
        const stem = stemOf(staffMediaResponseSchema.parse(res.json()).payload.path);
        for (const file of filesOf(stem)) expect([file, readFileSync(path.join(uploads, file)).includes('script')]).toEqual([file, false]);
      }
    });

    it('serves an article’s uploaded picture with its sources for srcset; an imported picture stays one path', async () => {
      const res = await upload(suite, staff.token, await photo(1200, 600).jpeg().toBuffer(), 'atrium.jpg');
      const { path: picture } = staffMediaResponseSchema.parse(res.json()).payload;
      const created = await call(suite, 'POST', '/api/staff/articles', staff.token, {
        title: `Service charge caps ${suite.dialect}`,
        caption: 'What the cap means.',
        bodyHtml: '<p>Caps arrive.</p>',
        categoryId: 1,
        mediaPath: picture,
        mediaAlt: 'An atrium',
      });
      expect(created.statusCode).toBe(200);
      const article = staffArticleResponseSchema.parse(created.json()).payload;
      expect((await call(suite, 'POST', `/api/staff/articles/${article.id}/publish`, staff.token, {})).statusCode).toBe(200);

      const answer = articleResponseSchema.parse((await call(suite, 'GET', articleByAliasPath(article.alias))).json()).payload;
      const hashed = (width: number, ext: string) => new RegExp(`^/media/articles/atrium-[0-9a-f]{8}-${width}\\.[0-9a-f]{8}\\.${ext} ${width}w$`);
      expect(answer.Media).toMatchObject({ path: picture, alt: 'An atrium', width: 1200, height: 600 });
      expect(answer.Media.sources!.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
      for (const source of answer.Media.sources!) {
        const ext = source.type === 'image/avif' ? 'avif' : 'webp';
        const entries = source.srcset.split(', ');
        expect(entries).toHaveLength(3);
        [480, 960, 1200].forEach((width, i) => expect(entries[i]).toMatch(hashed(width, ext)));
        // Every entry is served, for a year (its hash is current).
        const served = await call(suite, 'GET', entries[2].split(' ')[0]);
        expect([served.statusCode, served.headers['content-type'], served.headers['cache-control']]).toEqual([
          200,
          source.type,
          expect.stringContaining('immutable'),
        ]);
      }
      // The preview answers the same picture.
      const preview = await call(suite, 'POST', '/api/staff/articles/preview', staff.token, {
        title: 'Preview',
        caption: 'c',
        bodyHtml: '<p>b</p>',
        categoryId: 1,
        mediaPath: picture,
        mediaAlt: 'An atrium',
      });
      expect(preview.json().payload.Media.sources).toEqual(answer.Media.sources);

      const imported = await call(suite, 'POST', '/api/staff/articles/preview', staff.token, {
        title: 'Imported',
        caption: 'c',
        bodyHtml: '<p>b</p>',
        categoryId: 1,
        mediaPath: '/media/articles/rent-review.svg',
        mediaAlt: 'A chart',
      });
      expect(imported.json().payload.Media).toEqual({ path: expect.stringMatching(/^\/media\/articles\/rent-review\.[0-9a-f]{8}\.svg$/), alt: 'A chart' });
    });

    it('still takes the bytes themselves as the body (re-encoded the same way)', async () => {
      const res = await call(suite, 'POST', '/api/staff/media', staff.token, await photo(500, 400).png().toBuffer(), {
        'content-type': 'image/png',
        'x-file-name': 'Raw Body.png',
      });
      expect(res.statusCode).toBe(200);
      expect(staffMediaResponseSchema.parse(res.json()).payload.path).toMatch(/^\/media\/articles\/raw-body-[0-9a-f]{8}-500\.[0-9a-f]{8}\.webp$/);
    });

    it('refuses what is not a PNG, JPEG, WebP or AVIF by its bytes (SVG never), whatever the sender says', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      expectError(await upload(suite, staff.token, svg, 'x.svg', 'image/svg+xml'), 400, staffMessages.mediaType);
      expectError(await upload(suite, staff.token, svg, 'x.png', 'image/png'), 400, staffMessages.mediaType);
      expectError(await upload(suite, staff.token, Buffer.from('GIF89a not a png at all'), 'x.png', 'image/png'), 400, staffMessages.mediaType);
      expectError(await upload(suite, staff.token, await photo(20, 20).gif().toBuffer(), 'x.gif', 'image/gif'), 400, staffMessages.mediaType);
      expectError(await upload(suite, staff.token, Buffer.from('just some text'), 'notes.txt', 'text/plain'), 400, staffMessages.mediaType);
      // A PNG's signature with nothing decodable after it; a JPEG cut in half.
      expectError(await upload(suite, staff.token, png.subarray(0, 20), 'cut.png', 'image/png'), 400, staffMessages.mediaType);
      const jpeg = await photo(400, 300).jpeg().toBuffer();
      expectError(await upload(suite, staff.token, jpeg.subarray(0, jpeg.length / 2), 'cut.jpg'), 400, staffMessages.mediaType);
      // A form without a file, a JSON body, an SVG as the raw body.
      const fieldsOnly = new FormData();
      fieldsOnly.append('name', 'x');
      const request = new Request('http://localhost/', { method: 'POST', body: fieldsOnly });
      expectError(
        await call(suite, 'POST', '/api/staff/media', staff.token, Buffer.from(await request.arrayBuffer()), {
          'content-type': request.headers.get('content-type')!,
        }),
        400,
        staffMessages.mediaType,
      );
      expectError(await call(suite, 'POST', '/api/staff/media', staff.token, { not: 'an image' }), 400, staffMessages.mediaType);
      expectError(await call(suite, 'POST', '/api/staff/media', staff.token, svg, { 'content-type': 'image/svg+xml' }), 400, staffMessages.mediaType);
    });

    it('refuses a picture over 5 MB with a 413, in a form or as the body', async () => {
      const tooBig = Buffer.concat([png, Buffer.alloc(staffMediaMaxBytes)]);
      expectError(await upload(suite, staff.token, tooBig, 'big.png', 'image/png'), 413, staffMessages.mediaTooLarge);
      expectError(
        await upload(suite, staff.token, Buffer.concat([tooBig, Buffer.alloc(1024 * 1024)]), 'bigger.png', 'image/png'),
        413,
        staffMessages.mediaTooLarge,
      );
      expectError(await call(suite, 'POST', '/api/staff/media', staff.token, tooBig, { 'content-type': 'image/png' }), 413, staffMessages.mediaTooLarge);
    });
  },
  { env: { MEDIA_UPLOAD_DIR: uploads } },
);
