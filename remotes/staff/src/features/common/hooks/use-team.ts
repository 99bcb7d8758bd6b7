import { useEffect, useState } from 'react';
import type { AxiosInstance } from 'axios';
import type { StaffMember } from '@tenants/shared';
import { getTeam } from '../../gate/api/get-me';
import { useStaff } from './staff-context';

/** The team, asked once per client (the inbox's filter and the enquiry page both need it). */
const asked = new WeakMap<AxiosInstance, Promise<StaffMember[]>>();

/**
 * Everyone with a staff role, for the assignee choices and the names in a history; empty until it arrives
 * (or if it fails). A contributor may not read the team (the API refuses): not asked, rather than a red
 * toast on every page they open.
 */
export function useTeam(): StaffMember[] {
  const { client, fail, me } = useStaff();
  const [team, setTeam] = useState<StaffMember[]>([]);
  const mayRead = me.role !== 'contributor';
  useEffect(() => {
    if (!mayRead) return undefined;
    let current = true;
    let request = asked.get(client);
    if (!request) {
      request = getTeam(client);
      asked.set(client, request);
      request.catch(() => asked.delete(client));
    }
    request.then(
      (members) => current && setTeam(members),
      (error: unknown) => current && fail(error),
    );
    return () => {
      current = false;
    };
  }, [client, fail, mayRead]);
  return team;
}

export const memberName = (member: { firstname: string; lastname: string }) => `${member.firstname} ${member.lastname}`.trim();
