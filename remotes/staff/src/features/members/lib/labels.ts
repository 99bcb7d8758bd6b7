import type { StaffMemberDetail } from '@tenants/shared';

export const roleLabels: Record<StaffMemberDetail['role'], string> = { member: 'Member', contributor: 'Contributor', staff: 'Staff', admin: 'Administrator' };
