import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { checkEmail, checkPhone, createApiClient, errorMessage, messages, notify, paths, type RemoteProps } from '@tenants/shared';
import { emptyForm, furthestStep, toRequest, type EnquiryForm } from './enquiry-form-state';
import { autoAdvanceMs } from './questions';
import { submitEnquiry } from './submit-enquiry';

interface StepState {
  enquiryStep?: number;
}

/**
 * The wizard's state. The step lives in the history entry (location.state), so the browser's Back and
 * Forward move between steps; the answers live here, so going back loses nothing.
 */
export function useEnquiryWizard({ session, config }: RemoteProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [form, setForm] = useState<EnquiryForm>(emptyForm);
  const [submitting, setSubmitting] = useState(false);
  const client = useMemo(() => createApiClient(config, () => session.token), [config, session.token]);

  const requested = (location.state as StepState | null)?.enquiryStep ?? 1;
  const step = Math.min(requested, furthestStep(form));

  const goTo = useCallback(
    (next: number) => navigate({ pathname: location.pathname, search: location.search }, { state: { ...(location.state as object), enquiryStep: next } }),
    [navigate, location.pathname, location.search, location.state],
  );
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
    // Normally the previous step is the previous history entry; after a fall-back (reload) it is not.
    if (requested === step && step > 1) navigate(-1);
    else goTo(Math.max(1, step - 1));
  }, [navigate, goTo, requested, step]);

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
      setForm(emptyForm);
      navigate(paths.enquiryThankYou);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }, [client, form, navigate, submitting]);

  return { step, form, update, choose, back, next, submit, submitting };
}
