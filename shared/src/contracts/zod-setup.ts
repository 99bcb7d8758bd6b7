import { config } from 'zod';

// Imported first by every file of this package that builds a schema (a schema reads the setting when it is
// built). In the browser zod checks without compiling code: to see whether it may, it would try
// `new Function` once, which the site's content security policy forbids (no eval) and reports as a violation
// on every page that uses a contract. The server keeps zod's compiled checks. Listed in package.json's
// sideEffects, so the bundler keeps this import that has no bindings.
if (typeof window !== 'undefined') config({ jitless: true });
