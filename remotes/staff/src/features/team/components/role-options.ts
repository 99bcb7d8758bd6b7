import { staffRoleLabels, staffRoles } from '@tenants/shared';

export const roleOptions = staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role] }));
