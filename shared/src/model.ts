/**
 * The site's model, with no React: the contracts (zod), routes, messages, design tokens, brand and the
 * server-render handover. The API is built from this entry only, so it needs nothing to drop browser code;
 * the UI kit is in `@tenants/shared` (the remotes' singleton), which carries both.
 */
export * from './config/brand';
export * from './tokens/tokens';
export * from './routes';
export * from './messages';
export * from './session';
export * from './contracts';
export * from './server/first-paint';
export * from './server/html-forms';
export * from './enquiry-steps';
export * from './version-set';
export * from './remote-integrity';
