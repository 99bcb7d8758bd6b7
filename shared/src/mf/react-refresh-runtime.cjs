// Development only: what `react-refresh/runtime` resolves to in every app's dev build (dev-hot.cjs swaps it
// in). The composed page runs several webpack runtimes (the shell's and each remote's container), and each
// would otherwise bring its own copy of the refresh runtime. React DOM keeps a single refresh handler, so
// the copy that refreshed last would take over and the others' edited components would fall back to their
// old code on the next render. Here the first bundle to load keeps the one runtime on the page's global
// object and every later bundle uses it. Each bundle registers its components under its own name, because
// two builds can have a module with the same id (every remote has ./src/expose/page.tsx).
/* global __react_refresh_library__ */
const slot = Symbol.for('tenants.react-refresh.runtime');
const page = typeof globalThis !== 'undefined' ? globalThis : self;
// __react_refresh_library__: the bundle's name (its output.uniqueName), defined by the refresh plugin.
const bundle = typeof __react_refresh_library__ !== 'undefined' && __react_refresh_library__ ? __react_refresh_library__ : '';

if (!page[slot]) {
  const runtime = require('react-refresh/runtime');
  let hooked = false;
  page[slot] = {
    runtime,
    // Hooked once: a second hook would wrap React's devtools hook again and count every commit twice.
    injectIntoGlobalHook(target) {
      if (hooked) return;
      hooked = true;
      runtime.injectIntoGlobalHook(target);
    },
  };
}

const shared = page[slot];
module.exports = {
  ...shared.runtime,
  injectIntoGlobalHook: shared.injectIntoGlobalHook,
  register: (type, id) => shared.runtime.register(type, `${bundle}:${id}`),
};
