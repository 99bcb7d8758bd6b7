import { z } from 'zod';

export const eventParams = z.object({ id: z.string().max(36) });
export const bookingParams = z.object({ id: z.string().max(36), bookingId: z.string().max(36) });
