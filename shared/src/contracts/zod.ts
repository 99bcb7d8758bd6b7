import { z } from 'zod';

// Every schema of this package is built with this `z`, configured before the first one is made (a schema
// reads the setting when it is built). In the browser zod checks without compiling code: to see whether it
// may, it would try `new Function` once, which the site's content security policy forbids (no eval) and
// reports as a violation on every page that uses a contract. The server keeps zod's compiled checks. (Listed
// in package.json's sideEffects, or the bundler would link `z` to zod directly and drop this file.)
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
