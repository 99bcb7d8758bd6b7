import { z } from 'zod';
import { staffListNames, staffMessages } from '@tenants/shared/model';

/** A row's id in a staff path (a UUID; anything else is simply not found). */
export const idParams = z.object({ id: z.string().max(100) });
/** A list's name in a staff path. */
export const listParams = z.object({ list: z.enum(staffListNames, { error: staffMessages.listInvalid }) });
