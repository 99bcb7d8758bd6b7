import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../lib/errors';
import { formatTime, ukTimeToIso } from '../lib/format';
import { useUnsavedChanges } from './use-unsaved-changes';

/** How long after the last keystroke a draft saves itself. */
export const autosaveDelayMs = 2000;

/** The instant a typed UK time names, or null when it is not one or is already past (nothing is scheduled into the past). */
export function futureInstant(typed: string): string | null {
  const at = ukTimeToIso(typed);
  return at && Date.parse(at) > Date.now() ? at : null;
}

export interface Autosave {
  /** Whether there is something the editor lets save itself now (changed, allowed, nothing else open). */
  due: boolean;
  /** What is typed: each change restarts the wait. */
  content: unknown;
  /**
   * Sends the draft with `autosave: true`, or gives null when it does not check. Its answer is what takes the
   * saved item in, giving the time it was saved; it is not called when an action began meanwhile.
   */
  send(): Promise<() => string> | null;
  /** A refusal, beyond the quiet line (a page shows a field's message beside it). */
  refused?(error: unknown): void;
  /** Said after the refusal's message, so the staff member knows what became of the typing. */
  keptNote?: string;
}

interface Options {
  /** Typed changes not saved yet: leaving the page asks first. */
  unsaved?: boolean;
  /** How an action's refusal is told, unless the action says otherwise. */
  refused(error: unknown): void | Promise<void>;
  autosave?: Autosave;
}

/**
 * The machinery every staff editor shares: one action at a time (`busy` names it, so its button says what
 * it is doing and the others wait), the question a change visitors will see asks first (`asking`), the
 * guard on leaving with unsaved changes, and the quiet autosave with its status line.
 *
 * An action waits for an autosave on its way, so the server sees saves in the order they were made; an
 * autosave that answers after an action began is dropped, since the action's answer is the newer one.
 */
export function useEditorKernel<Kind extends string, Ask = never>(options: Options) {
  const [busy, setBusy] = useState<Kind | null>(null);
  const [asking, setAsking] = useState<Ask | null>(null);
  const [autosaved, setAutosaved] = useState('');
  const inflight = useRef<Promise<void> | null>(null);
  const actions = useRef(0);
  // The timer reads the options of the render it fires after, not of the one that set it.
  const latest = useRef(options);
  latest.current = options;
  useUnsavedChanges(options.unsaved ?? false);

  const due = !!options.autosave?.due && busy === null;
  const content = options.autosave?.content;
  useEffect(() => {
    if (!due) return undefined;
    const timer = setTimeout(() => {
      const plan = latest.current.autosave;
      if (!plan || inflight.current) return;
      const sending = plan.send();
      if (!sending) return;
      const started = actions.current;
      inflight.current = sending
        .then(
          (take) => {
            if (actions.current !== started) return;
            setAutosaved(`Saved at ${formatTime(take())}`);
          },
          async (error: unknown) => {
            // Quiet: no toast while typing.
            plan.refused?.(error);
            setAutosaved(`Not saved automatically: ${await messageOf(error)}${plan.keptNote ? ` ${plan.keptNote}` : ''}`);
          },
        )
        .finally(() => {
          inflight.current = null;
        });
    }, autosaveDelayMs);
    return () => clearTimeout(timer);
  }, [due, content]);

  /** Runs one action: its button busy, the others held, its refusal told (by `refused` when given). */
  const run = async (kind: Kind, action: () => Promise<void>, refused: (error: unknown) => void | Promise<void> = latest.current.refused) => {
    actions.current += 1;
    setBusy(kind);
    try {
      await inflight.current;
      await action();
    } catch (error) {
      await refused(error);
    } finally {
      setBusy(null);
    }
  };

  /** The question being answered: it closes, and the caller does what was asked. */
  const answer = () => {
    const current = asking;
    setAsking(null);
    return current;
  };

  return { busy, run, asking, ask: setAsking, dismiss: () => setAsking(null), answer, autosaved };
}
