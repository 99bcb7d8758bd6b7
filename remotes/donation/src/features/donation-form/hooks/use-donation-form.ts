import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, useStepHistory } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import {
  amountFields,
  billingOf,
  chosenAmount,
  emptyForm,
  onlyDigits,
  customAmountMaxDigits,
  toRequest,
  type DonationForm,
  type Field,
  type Preset,
} from '../lib/donation-form-state';
import { clearBilling, loadBilling, loadStoredAmount, saveAmount, saveBilling } from '../lib/donation-storage';
import { leaveFor } from '../lib/leave-for';
import { cardProblem, type Problem } from '../lib/card-problem';
import { useLazyApiClient, type SharedApi } from '../api/load-shared-api';

export const stepCount = 3;
export type Step = 1 | 2 | 3;

const amountFieldNames: Field[] = ['preset', 'customAmount'];

type Connected = Awaited<ReturnType<ReturnType<typeof useLazyApiClient>>>;

/**
 * The donation form's state (docs/product/donation.md). The step lives in the history entry (shared step history), so Back,
 * Forward and a reload move between steps; the answers live here. The amount (on Continue) and the billing
 * details (as typed on step 2) are also written to session storage, so a reload, or the failure route after
 * the card check, brings them back; the card never is.
 */
export function useDonationForm(props: RemoteProps, onFailureRoute: boolean) {
  const navigate = useNavigate();
  const connect = useLazyApiClient(props);
  const prefix = useId();

  const [form, setForm] = useState<DonationForm>(emptyForm);
  /** Storage read; 'nothing' when the failure route has nothing to restore (docs/product/donation.md: then home). */
  const [ready, setReady] = useState<boolean | 'nothing'>(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState<false | 'checking' | 'sending'>(false);
  const [failureNotice, setFailureNotice] = useState(onFailureRoute);
  /**
   * The checks, with the rest of the full shared package: fetched on the donor's first touch of the form (or
   * at once when there are answers to restore), not with the page. Until then the answers reach step 1 only,
   * which is all an untouched, unrestored form can reach.
   */
  const [checks, setChecks] = useState<SharedApi | null>(null);
  const connected = useRef<Connected | null>(null);
  const connecting = useRef<Promise<Connected> | null>(null);
  /** A press waiting for the package: another one meanwhile does nothing, as a press on a busy button. */
  const waiting = useRef(false);
  // Refs, not state: a double click lands before the re-render that disables the button.
  const busyRef = useRef(false);
  const idempotencyKey = useRef<string | null>(null);
  /** The last validation toast: it is about a step left behind once the step is passed. */
  const toasted = useRef<string | null>(null);
  const dismissToast = useCallback(() => {
    if (toasted.current) connected.current?.api.toast.dismiss(toasted.current);
    toasted.current = null;
  }, []);

  /** A failure to fetch the package is the remote failing to load: thrown into the page (the shell's fallback panel). */
  const raise = useCallback((error: unknown) => {
    setReady(() => {
      throw error;
    });
  }, []);

  /** The full package and the API client, fetched once (again after a failure). */
  const connectOnce = useCallback(
    () =>
      (connecting.current ??= connect().then(
        (found) => {
          connected.current = found;
          setChecks(found.api);
          return found;
        },
        (error: unknown) => {
          connecting.current = null;
          throw error;
        },
      )),
    [connect],
  );

  /** Starts fetching the package on the donor's first touch of the form, so Continue does not wait for it. */
  const preload = useCallback(() => {
    connectOnce().catch(() => undefined);
  }, [connectOnce]);

  /** Runs `then` with the package: at once when it is here, else once it arrives. */
  const withApi = useCallback(
    async (then: (found: Connected) => unknown) => {
      if (connected.current) return then(connected.current);
      if (waiting.current) return undefined;
      waiting.current = true;
      let found: Connected;
      try {
        found = await connectOnce();
      } catch (error) {
        return raise(error);
      } finally {
        waiting.current = false;
      }
      return then(found);
    },
    [connectOnce, raise],
  );

  // Session storage is read after mount (pages render without a browser), before the first paint. Stored
  // answers (a reload, the way back from the card check) are checked with the contract, from the full package.
  useLayoutEffect(() => {
    const stored = loadStoredAmount();
    if (stored === null) return setReady(onFailureRoute ? 'nothing' : true);
    let live = true;
    connectOnce().then(
      ({ api }) => {
        if (!live) return;
        const amount = api.parseAmount(stored);
        if (onFailureRoute && amount === null) return setReady('nothing');
        if (amount !== null) setForm((f) => ({ ...f, ...amountFields(amount), ...loadBilling() }));
        setReady(true);
      },
      (error: unknown) => {
        if (live) raise(error);
      },
    );
    return () => {
      live = false;
    };
    // Once per mount: the page gives the form route and the failure route a form each.
  }, []);

  const furthest = ready !== true ? null : checks ? checks.furthestStep(form) : 1;
  const steps = useStepHistory({ initial: onFailureRoute ? 3 : 1, furthest });
  const step = steps.step as Step;
  const { goTo: moveTo, back: moveBack } = steps;

  // docs/product/donation.md: entering step 1 clears the stored billing details, except on the failure route.
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

  /** docs/product/donation.md gives the message as a toast; the field is also marked, described by it and focused. */
  const fail = useCallback(
    ({ api }: Connected, [field, message]: Problem) => {
      setProblem([field, message]);
      api.notify.error(message);
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
  /** A preset and a custom amount exclude each other (docs/product/donation.md). */
  const choosePreset = useCallback((preset: Preset) => change({ preset, customAmount: '' }, amountFieldNames), [change]);
  const typeCustomAmount = useCallback(
    (value: string) => {
      const customAmount = onlyDigits(value, customAmountMaxDigits);
      change(customAmount ? { customAmount, preset: null } : { customAmount }, amountFieldNames);
    },
    [change],
  );

  const continueFromAmount = useCallback(
    () =>
      withApi((connection) => {
        const found = connection.api.amountProblem(form);
        if (found) return fail(connection, found);
        saveAmount(chosenAmount(form)!);
        goTo(2);
      }),
    [withApi, form, fail, goTo],
  );

  const continueFromBilling = useCallback(async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy('checking');
    await withApi(async (connection) => {
      const found = await connection.api.billingProblem(connection.client, form);
      busyRef.current = false;
      setBusy(false);
      if (found) return fail(connection, found);
      saveBilling(billingOf(form));
      goTo(3);
    });
    busyRef.current = false;
  }, [withApi, form, fail, goTo]);

  /**
   * Step 3: check the card fields, then send once. The same details sent again (a retry after a lost
   * answer) keep their idempotency key, so the donor is charged at most once.
   */
  const submit = useCallback(
    () =>
      withApi(async (connection) => {
        const { api, client } = connection;
        if (busyRef.current) return;
        const found = cardProblem(form);
        if (found) return fail(connection, found);
        busyRef.current = true;
        setBusy('sending');
        setFailureNotice(false);
        dismissToast();
        idempotencyKey.current ??= api.newIdempotencyKey();
        try {
          const answer = await api.submitDonation(client, toRequest(form, idempotencyKey.current));
          const url = answer.next_action?.redirect_to_url.url;
          // The card check: the browser leaves the site, so the overlay stays until it has gone.
          if (url) leaveFor(url);
          else navigate(paths.donationThankYou);
        } catch (error) {
          if (api.attemptRefused(error)) idempotencyKey.current = null;
          api.notify.error(api.errorMessage(error));
          busyRef.current = false;
          setBusy(false);
        }
      }),
    [withApi, form, fail, navigate, dismissToast],
  );

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

  return { ready, step, form, problem, busy, failureNotice, idOf, update, choosePreset, typeCustomAmount, next, back, goTo, preload };
}
