import { createContext, useContext } from 'react';
import type { AxiosInstance } from 'axios';
import type { RuntimeConfig, StaffMember } from '@tenants/shared';

export interface StaffContextValue {
  client: AxiosInstance;
  config: RuntimeConfig;
  /** Who is signed in (from GET /api/staff/me). */
  me: StaffMember;
  /**
   * Tells the member of staff a call failed: the API's message in a toast. A 401 says nothing here (the gate
   * has already put the login screen in place of the page), nor does a call the page cancelled.
   */
  fail(error: unknown): void;
}

export const StaffContext = createContext<StaffContextValue | null>(null);

/** The signed-in staff area's client, config, member and error reporting. */
export function useStaff(): StaffContextValue {
  const value = useContext(StaffContext);
  if (!value) throw new Error('useStaff outside the staff gate');
  return value;
}
