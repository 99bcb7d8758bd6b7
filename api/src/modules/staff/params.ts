import { z } from 'zod';

/** A row's id in a staff path (a UUID; anything else is simply not found). */
export const idParams = z.object({ id: z.string().max(100) });
