/**
 * The part of the package a page needs before it is interactive: routes, messages, tokens, the UI kit, the
 * wizard helpers and the first-paint contract, with no zod, axios or toast library. The shell imports this
 * (bundled into its own start-up, tree-shaken); the full package (`@tenants/shared`, with the contracts and
 * the API client) is the federation singleton the remotes use, loaded when a remote or a form needs it.
 */
export type { Brand, RuntimeConfig, RemoteRegistry } from './config/brand';
export * from './config/defaults';
export * from './tokens/tokens';
export * from './routes';
export * from './articles';
export * from './guides';
export * from './forms';
export * from './enquiry-steps';
export * from './lazy-api';
export * from './messages';
export * from './session';
export * from './events';
export * from './menus';
export * from './calendar-day';
export { Button, type ButtonProps } from './ui/button';
export { LoadingOverlay } from './ui/loading-overlay';
export { TextField } from './ui/text-field';
export { useContractForm, type ContractFormOptions } from './ui/use-contract-form';
export { ErrorSummary, type ErrorSummaryItem } from './ui/error-summary';
export { Container, PageHero } from './ui/page-layout';
export { BrandLogo } from './ui/brand-logo';
export { saveFile } from './ui/save-file';
export * from './wizard';
export { useHydrated } from './server/use-hydrated';
export { FormResultContext, useFormResult } from './server/use-form-result';
export * from './server/first-paint';
export * from './server/html-forms';
export { useTypedBeforeLive } from './server/use-typed-before-live';
export { HtmlFormFields, htmlFormProps } from './ui/html-form';
export * from './version-set';
