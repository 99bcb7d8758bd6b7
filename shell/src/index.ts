import { yieldToMain } from './app/yield-to-main';

// (The site server's pages ask for this file once they are painted: api/src/site/start-script.ts.)
// Evaluating this file (the webpack runtime; the federation runtime comes later, with a page's first remote:
// docs/decisions/0014) is one task; evaluating the app's modules is left to later ones, so none blocks the
// page long. React DOM first, on its own: its code arrives with everything else (the page names its
// scripts, docs/decisions/0012), and evaluated in one go with the app's modules it made one task of
// 65–115 ms on a phone's CPU. (One chunk group, `bootstrap`, for both.)
void yieldToMain()
  .then(() => import(/* webpackChunkName: "bootstrap" */ 'react-dom/client'))
  .then(yieldToMain)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
