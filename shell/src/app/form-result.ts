import { formResultElementId, htmlForms, readPageJson, type FormResult } from '@tenants/shared/core';

const isTextRecord = (value: unknown): value is Record<string, string> =>
  !!value && typeof value === 'object' && Object.values(value).every((text) => typeof text === 'string');

/**
 * The result of a form sent without JavaScript that the site server drew this page with (`#form-result`),
 * so the browser's first render is the server's. Only the server's own script element counts
 * (`readPageJson`); anything not of the contract's shape is no result. Checked by hand, not with
 * `formResultSchema`: the shell's start-up carries no zod (shared/src/core.ts).
 */
export function readFormResult(): FormResult | null {
  const given = readPageJson(formResultElementId) as Partial<FormResult> | undefined;
  if (!given || !htmlForms.includes(given.form as FormResult['form'])) return null;
  if (typeof given.ok !== 'boolean' || typeof given.message !== 'string' || !isTextRecord(given.values) || !isTextRecord(given.errors)) return null;
  return given as FormResult;
}
