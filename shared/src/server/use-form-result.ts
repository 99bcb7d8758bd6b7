import { createContext, useContext, type Context } from 'react';
import type { FormResult, HtmlFormId } from './html-forms';

/**
 * One context for the whole page, whichever bundle asks: the shell bundles its own copy of this package's
 * core while the remotes share another (and on the server each remote's build has its own), so the context
 * is kept under a global symbol instead of being one module's `createContext`. There is one React.
 */
const slot = Symbol.for('tenants.form-result');
type Holder = { [slot]?: Context<FormResult | null> };
const holder = globalThis as Holder;
export const FormResultContext: Context<FormResult | null> = (holder[slot] ??= createContext<FormResult | null>(null));

/** The result of `form` sent without JavaScript, when this page is the answer to it (drawn by the server). */
export function useFormResult(form: HtmlFormId): FormResult | undefined {
  const result = useContext(FormResultContext);
  return result?.form === form ? result : undefined;
}
