import { z } from 'zod';
import { apiErrorSchema, staffConsultationResponseSchema } from '@tenants/shared/model';
import { staffErrorResponses } from '../../../staff';

export const idParams = z.object({ id: z.string().max(36) });

/** What a staff route on one consultation answers: the consultation as it now stands, or why not. */
export const consultationResponses = {
  ...staffErrorResponses,
  200: staffConsultationResponseSchema,
  404: apiErrorSchema.describe('No such consultation'),
  409: apiErrorSchema.describe('Not in a state for this, or the time is taken'),
};
