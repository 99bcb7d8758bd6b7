import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (`br` over `gzip`; `q=0` refuses one), or none. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/**
 * Compressed copies of the pages the site sends (a page is ~100 kB of HTML, 18 kB gzipped: on a phone's
 * connection the difference is most of the first paint). A page the renderer keeps is compressed once per
 * encoding and kept with it (`keptWith`: the kept page's document, a WeakMap key), so a cached page costs no
 * compression per request and its copies go when the page leaves the cache. A page drawn for one request is
 * compressed and forgotten: keyed by the HTML itself, any visitor's junk address would hold a copy.
 */
export function htmlCompressor() {
  const kept = new WeakMap<object, Partial<Record<Encoding | 'identity', Buffer>>>();
  return (html: string, encoding: Encoding | undefined, keptWith?: object): { body: string | Buffer; encoding?: Encoding } => {
    if (html.length < 1024) return { body: html };
    let entry = keptWith && kept.get(keptWith);
    if (!entry) {
      entry = {};
      if (keptWith) kept.set(keptWith, entry);
    }
    // Uncompressed too, as bytes: a page is ~100 kB, which would otherwise be encoded anew for each request.
    if (!encoding) return { body: (entry.identity ??= Buffer.from(html, 'utf8')) };
    entry[encoding] ??= encoding === 'br' ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(html, { level: 6 });
    return { body: entry[encoding], encoding };
  };
}
