import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * What a wizard writes into its history entry (location state, so the browser's `history.state`): the step
 * the entry shows, and how many entries right behind it hold this wizard's earlier steps (step − 1, step − 2,
 * …). A reload keeps the entry, so it reopens at its step; Back and Forward are moves between steps; and
 * moving back is the browser's own Back exactly as far as those entries go.
 */
export interface StepEntry {
  step: number;
  behind: number;
}

/** The key under which the entry sits in location state, beside whatever else the state holds. */
export const stepStateKey = 'wizardStep';

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

function entryOf(state: unknown): StepEntry | null {
  const entry = (state as Record<string, unknown> | null)?.[stepStateKey] as Partial<StepEntry> | undefined;
  return entry && isCount(entry.step, 1) && isCount(entry.behind, 0) ? { step: entry.step, behind: entry.behind } : null;
}

/**
 * The step history of a multi-step form (the enquiry and donation wizards), kept so that steps and history
 * always agree: no history entry leads to the same screen as the one before it.
 */
export function useStepHistory({ initial, furthest, inHistory = true }: StepHistoryOptions): StepHistory {
  const location = useLocation();
  const navigate = useNavigate();
  const [localStep, setLocalStep] = useState(initial);
  const entry: StepEntry = inHistory ? (entryOf(location.state) ?? { step: initial, behind: 0 }) : { step: localStep, behind: 0 };
  const step = furthest === null ? entry.step : Math.min(entry.step, furthest);

  const write = useCallback(
    (next: StepEntry, replace: boolean) => {
      if (!inHistory) return setLocalStep(next.step);
      const { pathname, search, hash, state } = location;
      navigate({ pathname, search, hash }, { replace, state: { ...(state as object | null), [stepStateKey]: next } });
    },
    [inHistory, location, navigate],
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
