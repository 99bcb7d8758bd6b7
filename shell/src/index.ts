import { yieldToMain } from './app/yield-to-main';

// The async boundary Module Federation needs: shared singletons are negotiated before any app code runs.
// (The site server's pages ask for this file once they are painted: api/src/site/start-script.ts.)
// Evaluating this file (the webpack and federation runtimes) is one task; negotiating the shared modules and
// evaluating the app's is left to the next, so neither blocks the page long.
void yieldToMain().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
