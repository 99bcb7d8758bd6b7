import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * A wizard's step is in its address (`?step=3`), the one scheme with script and without (the site server
 * answers a step sent without script by a 303 to the same address), so a step can be linked, reloaded and
 * told apart in the history. Beside it, in the entry's location state (the browser's `history.state`), the
 * wizard notes how many entries right behind it hold its earlier steps (step − 1, step − 2, …): moving back
 * is the browser's own Back exactly as far as those entries go, and Back and Forward are moves between steps.
 */
export interface StepEntry {
  step: number;
  behind: number;
}

/** The key under which the entry sits in location state, beside whatever else the state holds. */
export const stepStateKey = 'wizardStep';

/** The query parameter that names the step. */
export const stepQueryKey = 'step';

/** How a step is written in the address and read back (the enquiry's check step is `?step=check`). */
export interface StepAddress {
  write(step: number): string;
  /** The step an address names, or null for none or nonsense. */
  read(raw: string): number | null;
}

const numbered: StepAddress = {
  write: (step) => String(step),
  read: (raw) => (/^[1-9][0-9]?$/.test(raw) ? Number(raw) : null),
};

export interface StepHistoryOptions {
  /** The step an entry without wizard state shows: 1, or the card step on the donation's failure route. */
  initial: number;
  /** The furthest step the answers given so far reach; null while they are still being read. */
  furthest: number | null;
  /**
   * False for a wizard embedded in another page: its steps stay in component state, so the host page's
   * Back button leaves the page rather than walking the form back.
   */
  inHistory?: boolean;
  /** How the step is written in `?step=`: numbers unless given. */
  address?: StepAddress;
}

export interface StepHistory {
  /** The step to show: the entry's, or the furthest the answers reach when that is less. */
  step: number;
  /** Next step: a new entry. An earlier step: back through the entries that hold it. */
  goTo(step: number): void;
  /** The step before, leaving the history where it was before that step was entered when it can. */
  back(): void;
}

const isCount = (value: unknown, min: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min;

/**
 * The entry's step from its address, and how many of the wizard's entries lie behind it from its state when
 * that state was written for this step (an address typed or linked to has none: nothing behind it).
 */
function entryOf(search: string, state: unknown, address: StepAddress): StepEntry | null {
  const raw = new URLSearchParams(search).get(stepQueryKey);
  const step = raw === null ? null : address.read(raw);
  if (step === null) return null;
  const noted = (state as Record<string, unknown> | null)?.[stepStateKey] as Partial<StepEntry> | undefined;
  return { step, behind: noted && noted.step === step && isCount(noted.behind, 0) ? noted.behind : 0 };
}

/** The address's query with the step written in, the rest kept. */
function withStep(search: string, step: number, address: StepAddress): string {
  const query = new URLSearchParams(search);
  query.set(stepQueryKey, address.write(step));
  return `?${query.toString()}`;
}

/**
 * The step history of a multi-step form (the enquiry and donation wizards), kept so that steps and history
 * always agree: no history entry leads to the same screen as the one before it.
 */
export function useStepHistory({ initial, furthest, inHistory = true, address = numbered }: StepHistoryOptions): StepHistory {
  const location = useLocation();
  const navigate = useNavigate();
  const [localStep, setLocalStep] = useState(initial);
  const entry: StepEntry = inHistory ? (entryOf(location.search, location.state, address) ?? { step: initial, behind: 0 }) : { step: localStep, behind: 0 };
  const step = furthest === null ? entry.step : Math.min(entry.step, furthest);

  const write = useCallback(
    (next: StepEntry, replace: boolean) => {
      if (!inHistory) return setLocalStep(next.step);
      const { pathname, search, hash, state } = location;
      navigate({ pathname, search: withStep(search, next.step, address), hash }, { replace, state: { ...(state as object | null), [stepStateKey]: next } });
    },
    [inHistory, location, navigate, address],
  );

  /**
   * To an earlier step: through the browser's history when the entries behind hold it, else by rewriting
   * this entry (the donation's failure route, where what lies behind is the card check on another site),
   * so that no entry is left showing a screen its neighbour also shows.
   */
  const rewind = useCallback(
    (target: number) => {
      const distance = entry.step - target;
      if (distance <= entry.behind) navigate(-distance);
      else write({ step: target, behind: 0 }, true);
    },
    [entry.step, entry.behind, navigate, write],
  );

  const goTo = useCallback(
    (target: number) => {
      if (target < step) rewind(target);
      else if (target > step) write({ step: target, behind: target === step + 1 ? entry.behind + 1 : 0 }, false);
    },
    [step, entry.behind, rewind, write],
  );

  const back = useCallback(() => {
    if (step > 1) rewind(step - 1);
  }, [step, rewind]);

  // An entry for a step the answers no longer reach (cleared storage, Back from a finished flow) would show
  // the same screen as the entries between: go back to the one that holds that step. Once per entry, as the
  // browser's Back lands a moment later.
  const rewound = useRef<string | null>(null);
  useEffect(() => {
    if (furthest === null || entry.step <= furthest) return;
    if (inHistory && rewound.current === location.key) return;
    rewound.current = location.key;
    rewind(furthest);
  }, [furthest, entry.step, inHistory, location.key, rewind]);

  return { step, goTo, back };
}
