import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { mtime } from './compile-build';
import { startAfterFirstPaint } from './start-script';

export const shellIndex = 'shell/index.html';

/** The shell's style sheets: written into the page (`<style data-href>`), or linked when one could close the element early. */
async function shellStyles(root: string): Promise<string[]> {
  const sheets = (await readdir(path.join(root, 'shell'))).filter((name) => /^styles\.[0-9a-f]{8}\.css$/.test(name));
  return Promise.all(
    sheets.map(async (name) => {
      const css = await readFile(path.join(root, 'shell', name), 'utf8');
      return /<\/style/i.test(css) ? `<link rel="stylesheet" href="/${name}">` : `<style data-href="/${name}">${css}</style>`;
    }),
  );
}

/**
 * The shell's index.html with its style sheet in the head. The built page loads its CSS from its scripts
 * (it sits behind the federation's async boundary); HTML rendered on the server must be styled before any
 * script runs, or it paints unstyled and then jumps. The sheet (8 kB gz) is written into the page rather
 * than linked: a linked sheet is a second round trip before anything paints, which on a phone is most of
 * the time to the largest paint. `data-href` names the file, so the shell's CSS loader sees it is in and
 * does not fetch it again. Worked out once per deployed shell.
 */
export function shellIndexReader(root: string): () => Promise<string> {
  let styled: { version: number; html: string } | undefined;
  return async () => {
    const version = mtime(path.join(root, shellIndex)) ?? 0;
    if (styled?.version !== version) {
      const index = startAfterFirstPaint(await readFile(path.join(root, shellIndex), 'utf8'));
      const styles = await shellStyles(root);
      styled = { version, html: index.replace(/<\/head>/i, () => `${styles.join('')}</head>`) };
    }
    return styled.html;
  };
}
