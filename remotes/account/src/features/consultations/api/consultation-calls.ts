import type { AxiosInstance } from 'axios';
import {
  consultationRequestResponseSchema,
  consultationsPath,
  consultationSlotsPath,
  consultationSlotsResponseSchema,
  myConsultationsPath,
  myConsultationsResponseSchema,
  type ConsultationRequest,
} from '@tenants/shared';

/** The member's consultations and from when they may ask again. */
export async function loadMyConsultations(client: AxiosInstance) {
  const { data } = await client.get(myConsultationsPath);
  return myConsultationsResponseSchema.parse(data).payload;
}

export async function loadConsultationSlots(client: AxiosInstance) {
  const { data } = await client.get(consultationSlotsPath);
  return consultationSlotsResponseSchema.parse(data).payload.slots;
}

/** POST the request; a refusal (the 12 months, a time gone) rejects with the server's message. */
export async function askForConsultation(client: AxiosInstance, request: ConsultationRequest) {
  const { data } = await client.post(consultationsPath, request);
  return consultationRequestResponseSchema.parse(data);
}
