import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  checkStep,
  emptyForm,
  enquiryStepInAddress,
  formFromFields,
  furthestStep,
  messages,
  paths,
  stepCount,
  toRequest,
  useFormResult,
  useStepHistory,
  type EnquiryForm,
} from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import { clearForm, loadForm, saveForm } from '../lib/enquiry-storage';
import { autoAdvanceMs } from '../lib/questions';
import { loadSharedApi, useLazyApiClient } from '../api/load-shared-api';

/**
 * The wizard's state. On /enquiry the step lives in the history entry (shared step history), so Back,
 * Forward and a reload move between steps, and the answers in session storage, so a reload loses nothing.
 * The form embedded in other pages keeps both in memory: it leaves its host page's history alone.
 */
export function useEnquiryWizard(props: RemoteProps, embedded: boolean) {
  const navigate = useNavigate();
  // A step the site server answered for a visit without JavaScript (docs/decisions/0010): its answers and
  // step are where this page starts, on the server and in the browser alike, ahead of any stored ones.
  const served = useFormResult('enquiry');
  const servedHere = embedded ? undefined : served;
  const [form, setForm] = useState<EnquiryForm>(() => (servedHere ? formFromFields(servedHere.values) : emptyForm));
  // The server may have drawn the check of every answer (checkStep), which only the steps without script reach.
  const servedStep = servedHere ? Math.min(Math.max(Number(servedHere.values.step) || 1, 1), checkStep) : 1;
  /** The server's messages for the step it answered, until the visitor changes anything. */
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(() => ({
    ...servedHere?.errors,
    ...(servedHere?.message ? { form: servedHere.message } : {}),
  }));
  /** The stored answers have been read (at once for the embedded form, which keeps none). */
  const [ready, setReady] = useState(embedded);
  const [submitting, setSubmitting] = useState(false);
  const api = useLazyApiClient(props);
  const reach = furthestStep(form) === stepCount && servedStep === checkStep ? checkStep : furthestStep(form);
  const history = useStepHistory({
    initial: servedStep,
    furthest: ready ? reach : null,
    inHistory: !embedded,
    address: enquiryStepInAddress,
  });
  const { goTo, back: stepBack } = history;
  // Until the stored answers are read, the first step with nothing given: what the server draws (it has no
  // session storage, nor the history entry's step), so the browser's first render, which hydrates that
  // HTML, draws the same. The stored step and answers switch in right after.
  const step = ready ? history.step : servedStep;

  // Session storage is read after mount (on the server there is none; in the browser, once hydration has
  // committed), before the browser paints again: a reload's step and answers replace the first step.
  useLayoutEffect(() => {
    if (embedded) return;
    const stored = servedHere ? undefined : loadForm();
    if (stored) setForm(stored);
    setReady(true);
    // Once per mount.
  }, []);

  // Every change is kept at once; a form still untouched (nothing given, nothing restored) stores nothing.
  useEffect(() => {
    if (ready && !embedded && form !== emptyForm) saveForm(form);
  }, [ready, embedded, form]);

  // The auto-advance timer fires after the render that stored the answer: it must call the latest goTo.
  const goToRef = useRef(goTo);
  goToRef.current = goTo;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useCallback(<K extends keyof EnquiryForm>(field: K, value: EnquiryForm[K]) => {
    setServerErrors({});
    setForm((f) => ({ ...f, [field]: value }));
  }, []);

  /** Steps 1–3: store the answer picked, then move on 500 ms later (docs/product/enquiry.md). */
  const choose = useCallback(
    <K extends 'type' | 'annual_rent' | 'isLeaseHeld'>(field: K, value: EnquiryForm[K], from: number) => {
      update(field, value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => goToRef.current(from + 1), autoAdvanceMs);
    },
    [update],
  );

  const back = useCallback(() => {
    clearTimeout(timer.current);
    setServerErrors({});
    stepBack();
  }, [stepBack]);

  const next = useCallback(() => {
    if (step === 6) {
      const missing = !form.firstname.trim() ? messages.firstNameRequired : !form.lastname.trim() ? messages.lastNameRequired : null;
      if (missing) {
        // The toasts come with the full shared package (already on its way since the visitor's first touch).
        void loadSharedApi().then((shared) => shared.notify.error(missing));
        return;
      }
    }
    setServerErrors({});
    goTo(step + 1);
  }, [step, form.firstname, form.lastname, goTo]);

  /** Step 7: e-mail required, e-mail check, phone required, phone check (docs/product/enquiry.md order), then send. */
  const submit = useCallback(async () => {
    if (submitting) return;
    setSubmitting(true);
    let shared: Awaited<ReturnType<typeof api>>['api'] | undefined;
    try {
      const { api: calls, client } = await api();
      shared = calls;
      const problem = (await calls.checkEmail(client, form.email)) ?? (await calls.checkPhone(client, form.phone));
      if (problem) {
        calls.notify.error(problem);
        return;
      }
      await calls.submitEnquiry(client, toRequest(form));
      // The wizard gives way to the thank-you page, so nothing writes the answers back.
      clearForm();
      navigate(paths.enquiryThankYou);
    } catch (error) {
      // Without the package (its files out of reach) there is no toast to raise: the failure is the page's.
      if (!shared) throw error;
      shared.notify.error(shared.errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }, [api, form, navigate, submitting]);

  return { ready, step, form, update, choose, back, next, submit, submitting, serverErrors, goTo };
}
