import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messages } from '@tenants/shared/core';
import type { ConfirmOutcome } from '../api/newsletter-types';

/**
 * A mail link's page whose button acts on its token (confirm, unsubscribe): never on open, since mail
 * scanners open links. Without scripts the button's form posts and the API answers 303 back with `done=1`
 * or `invalid=1`, read here from the address; with scripts `act` posts the token and the outcome is said in
 * place, the focus moved to it. No token: the link is invalid (`invalid`).
 */
export function useTokenAction(act: (token: string) => Promise<ConfirmOutcome>, words: { done: string; invalid: string }) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<ConfirmOutcome | null>(() => {
    if (!token || params.get('invalid') === '1') return { ok: false, message: words.invalid };
    return params.get('done') === '1' ? { ok: true, message: words.done } : null;
  });
  const [busy, setBusy] = useState(false);
  const notice = useRef<HTMLParagraphElement>(null);
  const answered = useRef(false);

  useEffect(() => {
    if (answered.current) notice.current?.focus();
  }, [outcome]);

  async function submit(event: FormEvent): Promise<ConfirmOutcome | undefined> {
    event.preventDefault();
    if (busy) return undefined;
    setBusy(true);
    let next: ConfirmOutcome;
    try {
      next = await act(token);
    } catch {
      next = { ok: false, message: messages.generic };
    }
    answered.current = true;
    setOutcome(next);
    setBusy(false);
    return next;
  }

  return { token, outcome, busy, notice, submit };
}
