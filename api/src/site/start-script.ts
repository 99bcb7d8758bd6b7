import { createHash } from 'node:crypto';

/**
 * The element naming the page's scripts (`{ script: [...], fetch: [...], integrity?: { path: 'sha384-…' } }`,
 * same-site paths), in the page's head. A remote file with a recorded hash is preloaded with it and CORS, as
 * the shell then loads it (docs/releases.md), so the preload is the load.
 */
export const pageScriptsElementId = 'page-scripts';

/**
 * How a page the site server sends starts the shell: its entry (`/main.js`) is asked for once the browser has
 * painted the HTML, instead of by a deferred script tag the browser fetches and runs before its first paint.
 * On a phone the text is then on screen before the scripts compete with it for the network and the main
 * thread. A page in a background tab paints no frame, so it starts at once there.
 *
 * With it, every other script the page runs on is preloaded (the page names them: load-plan.ts,
 * docs/decisions/0012-a-page-names-its-scripts.md), so they arrive together instead of each found by the one
 * before. Only the site server's own element counts (a direct child of head or body, as `readPageJson`), and
 * only same-site paths, the first alone and then three to a task: a preload starts its request as it is
 * inserted, and a dozen at once were one task of 45–75 ms on a phone's CPU (4× slowdown); one to a task, the
 * parser's and the arriving scripts' tasks came between them, and the remote's route chunks of `/news` went in
 * 1.2 s after the first paint (slowed ×8), the last files on the way to live. Scripts first, in the page's order (the
 * largest, React's, leads), and the remotes' manifests after them: on a phone the parser's tasks come between
 * the first task and the next, and with a manifest of 0.6 kB first the network was left all but idle for
 * 0.16 s (docs/decisions/0016-the-first-preload-and-cards-without-bodies.md). From here
 * rather than as `<link>` elements in the HTML: links in the page are fetched
 * beside the document, and Lighthouse's model then counts them before the first paint (FCP 0.8 → 2.2 s).
 */
export const startScript =
  "(function(){var d=document;function l(h,a,i){if(typeof h!=='string'||h.charAt(0)!=='/'||h.charAt(1)==='/'||h.charAt(1)==='\\\\')return;" +
  "var k=d.createElement('link');k.rel='preload';k.as=a;k.href=h;if(a==='fetch'||i)k.crossOrigin='anonymous';if(typeof i==='string')k.integrity=i;d.head.appendChild(k)}" +
  `function p(){var e=d.querySelector('head>script#${pageScriptsElementId},body>script#${pageScriptsElementId}'),n;` +
  'try{n=JSON.parse(e.textContent)}catch(x){return false}if(!n)return false;' +
  "var q=[],g=n.integrity||{};(n.script||[]).forEach(function(h){q.push([h,'script'])});(n.fetch||[]).forEach(function(h){q.push([h,'fetch'])});" +
  '(function t(n){for(;n>0;n--){var x=q.shift();if(!x)return;l(x[0],x[1],g[x[0]])}setTimeout(t,0,3)})(1);return true}' +
  "function s(){var e=d.createElement('script');e.src='/main.js';d.head.appendChild(e);if(!p())d.addEventListener('DOMContentLoaded',p)}" +
  "if(d.visibilityState==='visible'&&window.requestAnimationFrame)requestAnimationFrame(function(){setTimeout(s,0)});else s()})()";

/** The start script's CSP source (`script-src`): it is the page's only inline script. */
export const startScriptSource = `'sha256-${createHash('sha256').update(startScript).digest('base64')}'`;

/** The shell's deferred entry script as html-webpack-plugin writes it (minified or not). */
const entryTag = /<script defer(?:="defer")? src="?\/main\.js"?><\/script>/;

/** The shell's page with its entry started by the start script (unchanged if it has no such tag). */
export const startAfterFirstPaint = (html: string): string => html.replace(entryTag, () => `<script>${startScript}</script>`);
