import { z } from 'zod';
import { staffEmailListNames, staffListMessages, staffListNames, staffMessages } from '@tenants/shared/model';

/** A list's name in a staff path. */
export const listParams = z.object({ list: z.enum(staffListNames, { error: staffMessages.listInvalid }) });

/** An e-mail list's name in a staff path: the lists that take addresses and confirm them by mail. */
export const emailListParams = z.object({ list: z.enum(staffEmailListNames, { error: staffListMessages.emailListOnly }) });
