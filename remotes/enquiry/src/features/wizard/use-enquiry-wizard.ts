import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkEmail, checkPhone, createApiClient, errorMessage, messages, notify, paths, useStepHistory, type RemoteProps } from '@tenants/shared';
import { emptyForm, furthestStep, toRequest, type EnquiryForm } from './enquiry-form-state';
import { clearForm, loadForm, saveForm } from './enquiry-storage';
import { autoAdvanceMs } from './questions';
import { submitEnquiry } from './submit-enquiry';

/**
 * The wizard's state. On /enquiry the step lives in the history entry (shared step history), so Back,
 * Forward and a reload move between steps, and the answers in session storage, so a reload loses nothing.
 * The form embedded in other pages keeps both in memory: it leaves its host page's history alone.
 */
export function useEnquiryWizard({ session, config }: RemoteProps, embedded: boolean) {
  const navigate = useNavigate();
  const [form, setForm] = useState<EnquiryForm>(emptyForm);
  /** The stored answers have been read (at once for the embedded form, which keeps none). */
  const [ready, setReady] = useState(embedded);
  const [submitting, setSubmitting] = useState(false);
  const client = useMemo(() => createApiClient(config, () => session.token), [config, session.token]);
  const { step, goTo, back: stepBack } = useStepHistory({ initial: 1, furthest: ready ? furthestStep(form) : null, inHistory: !embedded });

  // Session storage is read after mount (pages render without a browser), before the first paint.
  useLayoutEffect(() => {
    if (embedded) return;
    const stored = loadForm();
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

  const update = useCallback(<K extends keyof EnquiryForm>(field: K, value: EnquiryForm[K]) => setForm((f) => ({ ...f, [field]: value })), []);

  /** Steps 1–3: store the answer picked, then move on 500 ms later (SPEC §2). */
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
    stepBack();
  }, [stepBack]);

  const next = useCallback(() => {
    if (step === 6) {
      if (!form.firstname.trim()) return notify.error(messages.firstNameRequired);
      if (!form.lastname.trim()) return notify.error(messages.lastNameRequired);
    }
    goTo(step + 1);
  }, [step, form.firstname, form.lastname, goTo]);

  /** Step 7: e-mail required, e-mail check, phone required, phone check (SPEC §5 order), then send. */
  const submit = useCallback(async () => {
    if (submitting) return;
    setSubmitting(true);
    try {
      const problem = (await checkEmail(client, form.email)) ?? (await checkPhone(client, form.phone));
      if (problem) {
        notify.error(problem);
        return;
      }
      await submitEnquiry(client, toRequest(form));
      // The wizard gives way to the thank-you page, so nothing writes the answers back.
      clearForm();
      navigate(paths.enquiryThankYou);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }, [client, form, navigate, submitting]);

  return { ready, step, form, update, choose, back, next, submit, submitting };
}
