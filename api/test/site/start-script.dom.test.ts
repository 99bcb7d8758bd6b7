import { pageScriptsElementId, startScript } from '../../src/site/start-script';

// The start script as a browser runs it: at the first frame after the paint.

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => `${link.as} ${link.getAttribute('href')}`);
/** The frame after the paint, and the task the script starts in. */
const firstFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
/**
 * Until the script's tasks are done: it starts a task per three preloads (setTimeout 0), so ten tasks of our own,
 * each queued after the script's next, outlast it however long a busy machine keeps the loop waiting (a
 * 50 ms wait did not: after a stall, a due 50 ms timer runs before the script's next task is even queued).
 */
const later = async () => {
  for (let task = 0; task < 10; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the start script', () => {
  it('asks for the shell’s entry, then preloads the page’s scripts before the manifests they read, the first with the entry and then three to a task', async () => {
    const named = { script: ['/734.js', '/bootstrap.js', '/remotes/news/1/remoteEntry.js'], fetch: ['/remotes/news/1/mf-manifest.json'] };
    document.head.innerHTML = `<script type="application/json" id="${pageScriptsElementId}">${JSON.stringify(named)}</script>`;
    new Function(startScript)();
    expect(document.head.querySelector('script[src="/main.js"]')).toBeNull();
    await firstFrame();
    expect(document.head.querySelector('script[src="/main.js"]')).not.toBeNull();
    // The largest script first, in the same task as the entry: on a phone the parser's tasks come between the
    // others, and a manifest of under a kilobyte first left the network idle for 0.16 s.
    expect(preloads()).toEqual(['script /734.js']);
    // Then three to a task: the page's last files are not left behind a dozen of the page's own tasks.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual(['script /734.js', 'script /bootstrap.js', 'script /remotes/news/1/remoteEntry.js', 'fetch /remotes/news/1/mf-manifest.json']);
    await later();
    expect(preloads()).toEqual(['script /734.js', 'script /bootstrap.js', 'script /remotes/news/1/remoteEntry.js', 'fetch /remotes/news/1/mf-manifest.json']);
    expect(document.head.querySelector<HTMLLinkElement>('link[href$=".json"]')?.crossOrigin).toBe('anonymous');
  });

  it('preloads only same-site paths', async () => {
    const named = { script: ['//elsewhere.example/x.js', 'https://elsewhere.example/y.js', '/\\elsewhere.example/z.js', '/ok.js'] };
    document.head.innerHTML = `<script type="application/json" id="${pageScriptsElementId}">${JSON.stringify(named)}</script>`;
    new Function(startScript)();
    await firstFrame();
    await later();
    expect(preloads()).toEqual(['script /ok.js']);
  });
});
