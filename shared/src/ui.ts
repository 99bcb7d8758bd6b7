/** The UI kit (React): the pieces every app draws forms and pages with. Its styles: `@tenants/shared/ui.css`. */
export { Button, type ButtonProps } from './ui/button';
export { LoadingOverlay } from './ui/loading-overlay';
export { TextField } from './ui/text-field';
export { useContractForm, type ContractFormOptions } from './ui/use-contract-form';
export { ErrorSummary, type ErrorSummaryItem } from './ui/error-summary';
export { notify, toast } from './ui/toast';
export { Container, PageHero } from './ui/page-layout';
export { BrandLogo } from './ui/brand-logo';
export { StandaloneHarness } from './ui/standalone-harness';
export { useHydrated } from './server/use-hydrated';
export { FormResultContext, useFormResult } from './server/use-form-result';
export { useTypedBeforeLive } from './server/use-typed-before-live';
export { HtmlFormFields, htmlFormProps } from './ui/html-form';
export { useApiClient } from './ui/use-api-client';
export { saveFile } from './ui/save-file';
