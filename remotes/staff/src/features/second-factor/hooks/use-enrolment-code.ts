import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { staffEnrolmentFragmentKey } from '@tenants/shared';

/**
 * The code of the e-mailed enrolment link (`/staff#enrol=<code>`). It rides in the fragment, which no
 * request sends, so no server log holds it. Read as the staff area opens, it is kept for this tab only
 * (sessionStorage: the login the visitor may go through first drops the fragment) and taken out of the
 * address bar, so it is neither in the history nor shown over a shoulder. Forgotten once it is used.
 */
const storageKey = 'tenants-staff-enrolment-code';
const pattern = new RegExp(`^#${staffEnrolmentFragmentKey}=([A-Za-z0-9_-]{1,100})$`);

function stored(): string | null {
  try {
    return window.sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function store(code: string | null): void {
  try {
    if (code) window.sessionStorage.setItem(storageKey, code);
    else window.sessionStorage.removeItem(storageKey);
  } catch {
    // Storage refused (private mode): the code then lives only as long as this page.
  }
}

export function useEnrolmentCode() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [code, setCode] = useState<string | null>(null);

  useEffect(() => {
    const fromLink = pattern.exec(hash)?.[1];
    if (fromLink) {
      store(fromLink);
      navigate({ pathname, search }, { replace: true });
    }
    setCode(fromLink ?? stored());
  }, [hash, pathname, search, navigate]);

  const forget = useCallback(() => {
    store(null);
    setCode(null);
  }, []);

  return { code, forget };
}
