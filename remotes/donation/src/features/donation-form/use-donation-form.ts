import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createApiClient, errorMessage, notify, paths, toast, useStepHistory, type RemoteProps } from '@tenants/shared';
import { amountFields, billingOf, chosenAmount, emptyForm, onlyDigits, customAmountMaxDigits, toRequest, type DonationForm, type Field, type Preset } from './donation-form-state';
import { clearBilling, loadAmount, loadBilling, saveAmount, saveBilling } from './donation-storage';
import { leaveFor } from './leave-for';
import { attemptRefused, newIdempotencyKey, submitDonation } from './submit-donation';
import { amountProblem, billingComplete, billingProblem, cardProblem, type Problem } from './validate';

export const stepCount = 3;
export type Step = 1 | 2 | 3;

const amountFieldNames: Field[] = ['preset', 'customAmount'];
const furthestStep = (form: DonationForm): Step => (amountProblem(form) ? 1 : billingComplete(form) ? 3 : 2);

/**
 * The donation form's state (SPEC §4). The step lives in the history entry (shared step history), so Back,
 * Forward and a reload move between steps; the answers live here. The amount (on Continue) and the billing
 * details (as typed on step 2) are also written to session storage, so a reload, or the failure route after
 * the card check, brings them back; the card never is.
 */
export function useDonationForm({ session, config }: RemoteProps, onFailureRoute: boolean) {
  const navigate = useNavigate();
  const token = useRef(session.token);
  token.current = session.token;
  const client = useMemo(() => createApiClient(config, () => token.current), [config]);
  const prefix = useId();

  const [form, setForm] = useState<DonationForm>(emptyForm);
  /** Storage read; 'nothing' when the failure route has nothing to restore (SPEC §4: then home). */
  const [ready, setReady] = useState<boolean | 'nothing'>(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState<false | 'checking' | 'sending'>(false);
  const [failureNotice, setFailureNotice] = useState(onFailureRoute);
  // Refs, not state: a double click lands before the re-render that disables the button.
  const busyRef = useRef(false);
  const idempotencyKey = useRef<string | null>(null);
  /** The last validation toast: it is about a step left behind once the step is passed. */
  const toasted = useRef<string | null>(null);
  const dismissToast = useCallback(() => {
    if (toasted.current) toast.dismiss(toasted.current);
    toasted.current = null;
  }, []);

  // Session storage is read after mount (pages render without a browser), before the first paint.
  useLayoutEffect(() => {
    const amount = loadAmount();
    if (onFailureRoute && amount === null) return setReady('nothing');
    if (amount !== null) setForm((f) => ({ ...f, ...amountFields(amount), ...loadBilling() }));
    setReady(true);
    // Once per mount: the page gives the form route and the failure route a form each.
  }, []);

  const steps = useStepHistory({ initial: onFailureRoute ? 3 : 1, furthest: ready === true ? furthestStep(form) : null });
  const step = steps.step as Step;
  const { goTo: moveTo, back: moveBack } = steps;

  // SPEC §4: entering step 1 clears the stored billing details, except on the failure route.
  useEffect(() => {
    if (ready === true && step === 1 && !onFailureRoute) clearBilling();
  }, [ready, step, onFailureRoute]);

  // The billing details are kept as they are typed, not only on Continue: a phone that reloads the tab on
  // step 2 must not cost the donor what they had typed there.
  const billing = billingOf(form);
  const billingText = JSON.stringify(billing);
  useEffect(() => {
    if (ready === true && step === 2) saveBilling(billing);
    // Written when the details change (their text), not on every render.
  }, [ready, step, billingText]);

  const goTo = useCallback(
    (next: Step) => {
      setProblem(null);
      dismissToast();
      moveTo(next);
    },
    [moveTo, dismissToast],
  );

  const back = useCallback(() => {
    setProblem(null);
    dismissToast();
    moveBack();
  }, [moveBack, dismissToast]);

  const idOf = useCallback((field: Field) => `${prefix}-${field}`, [prefix]);

  /** SPEC §5 gives the message as a toast; the field is also marked, described by it and focused. */
  const fail = useCallback(
    ([field, message]: Problem) => {
      setProblem([field, message]);
      notify.error(message);
      toasted.current = message;
      document.getElementById(idOf(field))?.focus();
    },
    [idOf],
  );

  /** Any change makes a new attempt: the next submit gets a new idempotency key. */
  const change = useCallback((patch: Partial<DonationForm>, fields: Field[]) => {
    idempotencyKey.current = null;
    setForm((f) => ({ ...f, ...patch }));
    setProblem((p) => (p && fields.includes(p[0]) ? null : p));
  }, []);

  const update = useCallback(<K extends Exclude<Field, 'preset'>>(field: K, value: DonationForm[K]) => change({ [field]: value }, [field]), [change]);
  /** A preset and a custom amount exclude each other (SPEC §4). */
  const choosePreset = useCallback((preset: Preset) => change({ preset, customAmount: '' }, amountFieldNames), [change]);
  const typeCustomAmount = useCallback(
    (value: string) => {
      const customAmount = onlyDigits(value, customAmountMaxDigits);
      change(customAmount ? { customAmount, preset: null } : { customAmount }, amountFieldNames);
    },
    [change],
  );

  const continueFromAmount = useCallback(() => {
    const found = amountProblem(form);
    if (found) return fail(found);
    saveAmount(chosenAmount(form)!);
    goTo(2);
  }, [form, fail, goTo]);

  const continueFromBilling = useCallback(async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy('checking');
    const found = await billingProblem(client, form);
    busyRef.current = false;
    setBusy(false);
    if (found) return fail(found);
    saveBilling(billingOf(form));
    goTo(3);
  }, [client, form, fail, goTo]);

  /**
   * Step 3: check the card fields, then send once. The same details sent again (a retry after a lost
   * answer) keep their idempotency key, so the donor is charged at most once.
   */
  const submit = useCallback(async () => {
    if (busyRef.current) return;
    const found = cardProblem(form);
    if (found) return fail(found);
    busyRef.current = true;
    setBusy('sending');
    setFailureNotice(false);
    dismissToast();
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      const answer = await submitDonation(client, toRequest(form, idempotencyKey.current));
      const url = answer.next_action?.redirect_to_url.url;
      // The card check: the browser leaves the site, so the overlay stays until it has gone.
      if (url) leaveFor(url);
      else navigate(paths.donationThankYou);
    } catch (error) {
      if (attemptRefused(error)) idempotencyKey.current = null;
      notify.error(errorMessage(error));
      busyRef.current = false;
      setBusy(false);
    }
  }, [client, form, fail, navigate, dismissToast]);

  // Back from the card check's page, a browser may show this page from its back-forward cache, overlay and
  // all: the donation was not sent from here again, so the form is usable again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busyRef.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const next = step === 1 ? continueFromAmount : step === 2 ? continueFromBilling : submit;

  return { ready, step, form, problem, busy, failureNotice, idOf, update, choosePreset, typeCustomAmount, next, back, goTo };
}
