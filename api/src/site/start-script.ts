import { createHash } from 'node:crypto';

/**
 * How a page the site server sends starts the shell: its entry (`/main.js`) is asked for once the browser has
 * painted the HTML, instead of by a deferred script tag the browser fetches and runs before its first paint.
 * On a phone the text is then on screen before the scripts compete with it for the network and the main
 * thread. A page in a background tab paints no frame, so it starts at once there.
 */
export const startScript =
  "(function(){function s(){var e=document.createElement('script');e.src='/main.js';document.head.appendChild(e)}" +
  "if(document.visibilityState==='visible'&&window.requestAnimationFrame)requestAnimationFrame(function(){setTimeout(s,0)});else s()})()";

/** The start script's CSP source (`script-src`): it is the page's only inline script. */
export const startScriptSource = `'sha256-${createHash('sha256').update(startScript).digest('base64')}'`;

/** The shell's deferred entry script as html-webpack-plugin writes it (minified or not). */
const entryTag = /<script defer(?:="defer")? src="?\/main\.js"?><\/script>/;

/** The shell's page with its entry started by the start script (unchanged if it has no such tag). */
export const startAfterFirstPaint = (html: string): string => html.replace(entryTag, () => `<script>${startScript}</script>`);
