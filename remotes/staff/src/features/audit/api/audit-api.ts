import type { AxiosInstance } from 'axios';
import { staffAuditPath, staffAuditResponseSchema } from '@tenants/shared';

/** GET /api/staff/audit (admins only): a page of the audit log, newest first. */
export async function getAudit(client: AxiosInstance, query: Record<string, string>, signal?: AbortSignal) {
  const { data } = await client.get(staffAuditPath, { params: query, signal });
  return staffAuditResponseSchema.parse(data).payload;
}
