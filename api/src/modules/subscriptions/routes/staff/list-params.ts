import { z } from 'zod';
import { staffListNames, staffMessages } from '@tenants/shared/model';

/** A list's name in a staff path. */
export const listParams = z.object({ list: z.enum(staffListNames, { error: staffMessages.listInvalid }) });
